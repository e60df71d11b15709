/**
 * How a race and its runners are named wherever they are shown (the racing pages' slip, the
 * bet history, the sportsbook's event views). A race is stored as a sportsbook event whose
 * "home" and "away" are only its first two runners, so those names must never be shown.
 */

type RaceLang = 'tr' | 'en';

/** "12. Koşu" / "Race 12". */
export function raceNumberText(raceNo: number, lang: RaceLang): string {
  return lang === 'en' ? `Race ${raceNo}` : `${raceNo}. Koşu`;
}

/** "Lale Park Hipodromu - 12. Koşu" / "Lale Park Racecourse - Race 12". */
export function raceName(venue: string, raceNo: number, lang: RaceLang): string {
  return `${venue} - ${raceNumberText(raceNo, lang)}`;
}

/**
 * A racing selection by runner number and name: "3 · Kara Şimşek"; a forecast or tricast
 * "3-7 · Kara Şimşek, Gece Yıldızı". `names` in runner-number order (runner 1 first); a number
 * without a name stays a bare number.
 */
export function runnerSelectionText(selection: string, names: readonly string[]): string {
  const named = selection.split('-').map((part) => names[Number(part) - 1]);
  if (named.some((name) => !name)) return selection;
  return `${selection} · ${named.join(', ')}`;
}
