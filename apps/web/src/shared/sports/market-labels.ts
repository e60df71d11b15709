import type { Lang } from '@lale/contract/languages';
import { isMarketType, parseMarketKey, type MarketType } from '@lale/games/sports';
import { formatLine } from './format-odds.ts';

/** i18next's `t` seen loosely: market and selection keys are built from the data. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface Teams {
  home: string;
  away: string;
}

/** Market types whose line is a handicap (signed, the away side takes its opposite). */
const HANDICAPS: ReadonlySet<string> = new Set([
  'football.european_handicap',
  'football.asian_handicap',
  'basketball.handicap',
  'tennis.game_handicap',
  'volleyball.set_handicap',
]);

/** Market types whose first selection is the home side and last the away side. */
const SIDES: ReadonlySet<string> = new Set(['home', 'away']);

const isHandicap = (type: string) => HANDICAPS.has(type);

function specOf(marketKey: string): { type: MarketType; line: number | null } | null {
  const spec = parseMarketKey(marketKey);
  if (spec) return { type: spec.type, line: spec.line ?? null };
  const [type] = marketKey.split('@');
  return type && isMarketType(type) ? { type, line: null } : null;
}

/** The i18n key of a market type: `football.total_goals` → `markets.football.total_goals`. */
export const marketTypeKey = (type: string) => `markets.${type}`;

/**
 * A market's name with its line, as Turkish books write it: "Maç Sonucu", "Alt/Üst 2,5",
 * "Asya Handikap (-1,5)". An unknown key is shown as it came.
 */
export function marketLabel(t: Translate, marketKey: string, lang: Lang): string {
  const spec = specOf(marketKey);
  if (!spec) return marketKey;
  const line = spec.line === null ? '' : formatLine(spec.line, lang, isHandicap(spec.type));
  return t(marketTypeKey(spec.type), { line });
}

/** The line a selection is taken at: the away side of a handicap takes its opposite. */
function selectionLine(type: string, line: number | null, selection: string): number | null {
  if (line === null) return null;
  if (isHandicap(type) && selection === 'away') return -line;
  return line;
}

const halfFullShort = (t: Translate, selection: string) =>
  selection
    .split('/')
    .map((part) => t(`selections.short.${part}`))
    .join('/');

/**
 * A selection's face on an odds button: "1", "X", "2", "Üst", "2-1", "1/X"... short, because
 * the market's name heads the row.
 */
export function selectionShort(t: Translate, marketKey: string, selection: string): string {
  const spec = specOf(marketKey);
  if (spec?.type.startsWith('racing.')) return selection; // runner numbers: "7", "7-2", "7-2-11"
  if (spec?.type === 'football.half_time_full_time') return halfFullShort(t, selection);
  if (/^\d+-\d+$/.test(selection)) return selection;
  if (selection.startsWith('other_')) return t(`selections.otherShort.${selection}`);
  return t(`selections.short.${selection}`);
}

/**
 * A selection in words, for the slip, the coupon's legs and screen readers: "Galatasaray",
 * "Beraberlik", "Üst 2,5", "Fenerbahçe (+1,5)", "İY 1 / MS X", "Skor 2-1".
 */
export function selectionLong(
  t: Translate,
  marketKey: string,
  selection: string,
  teams: Teams,
  lang: Lang,
): string {
  const spec = specOf(marketKey);
  const type = spec?.type ?? '';
  const rawLine = selectionLine(type, spec?.line ?? null, selection);
  const signed = isHandicap(type);
  const line = rawLine === null ? '' : formatLine(rawLine, lang, signed);
  const withLine = (name: string) =>
    signed && line !== '' ? t('selections.withLine', { name, line }) : name;
  if (type.startsWith('racing.')) return t('selections.runners', { runners: selection });
  if (type === 'football.half_time_full_time') {
    const [half = '', full = ''] = selection.split('/');
    return t('selections.halfFull', {
      half: t(`selections.short.${half}`),
      full: t(`selections.short.${full}`),
    });
  }
  if (/^\d+-\d+$/.test(selection)) return t('selections.score', { score: selection });
  if (SIDES.has(selection)) return withLine(selection === 'home' ? teams.home : teams.away);
  if (selection === 'draw') return withLine(t('selections.draw'));
  if (selection === 'over' || selection === 'under') return t(`selections.${selection}`, { line });
  return t(`selections.${selection}`, { home: teams.home, away: teams.away });
}

/** "Galatasaray - Fenerbahçe". */
export const eventName = (teams: Teams) => `${teams.home} - ${teams.away}`;
