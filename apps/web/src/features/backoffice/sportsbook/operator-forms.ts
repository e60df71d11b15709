import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import type { SportKey } from '@lale/contract/methods/sportsbook';
import { eventResultError, type EventResult } from '@lale/games/sports';

/**
 * The pure side of the sportsbook screen: what an operator types (as the inputs give it:
 * strings or numbers) mapped to the routes' payloads, and back.
 */

/** The server's bounds (the contract's backoffice/sportsbook.ts): counts 0–1000, margins 0–5000 bp. */
export const MAX_COUNT = 1000;
export const MAX_MARGIN_BASIS_POINTS = 5000;

/** A number input's value: Mantine gives a number, or '' when empty. */
export type FieldValue = number | string;

/** The result fields of each sport, in the order the form shows them. */
export const RESULT_FIELDS = {
  football: ['fullTimeHome', 'fullTimeAway', 'halfTimeHome', 'halfTimeAway', 'firstGoal'] as const,
  basketball: ['home', 'away'] as const,
  tennis: ['setsHome', 'setsAway', 'gamesHome', 'gamesAway'] as const,
  volleyball: ['home', 'away'] as const,
} satisfies Record<SportKey, readonly string[]>;

export type ResultForm = Partial<Record<string, FieldValue>>;

/** Why a result form cannot be sent: `required`/`invalid` per field, or `impossible` as a whole. */
export type ResultFormError =
  | { kind: 'fields'; fields: Record<string, 'required' | 'invalid'> }
  | { kind: 'impossible'; reason: string };

/** A result as `sportsbook.settle` takes it (the team sports; racing settles itself). */
export type SettleResult = BackofficeBody<'sportsbook.settle'>['result'];

/** A whole count 0–1000 from an input's value; null when empty or not such a number. */
export function parseCount(value: FieldValue | undefined): number | null | 'empty' {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return 'empty';
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(number) && number >= 0 && number <= MAX_COUNT ? number : null;
}

/**
 * The `result` of `sportsbook.settle` from the form of the event's sport, checked
 * by the same maths the server settles with (`eventResultError`): a half-time score above the
 * full time, a first goal in a goalless match, a level tennis match... are refused here.
 */
export function resultFromForm(
  sport: SportKey,
  form: ResultForm,
): { result: SettleResult } | { error: ResultFormError } {
  const fields: Record<string, 'required' | 'invalid'> = {};
  const counts: Record<string, number> = {};
  for (const name of RESULT_FIELDS[sport]) {
    if (name === 'firstGoal') continue;
    const parsed = parseCount(form[name]);
    if (parsed === 'empty') fields[name] = 'required';
    else if (parsed === null) fields[name] = 'invalid';
    else counts[name] = parsed;
  }
  let firstGoal: 'home' | 'away' | 'none' | null = null;
  if (sport === 'football') {
    const value = form.firstGoal;
    if (value === 'home' || value === 'away' || value === 'none') firstGoal = value;
    else fields.firstGoal = value === undefined || value === '' ? 'required' : 'invalid';
  }
  if (Object.keys(fields).length > 0) return { error: { kind: 'fields', fields } };
  const n = (name: string) => counts[name]!;
  const result: SettleResult =
    sport === 'football'
      ? {
          sport,
          fullTime: { home: n('fullTimeHome'), away: n('fullTimeAway') },
          halfTime: { home: n('halfTimeHome'), away: n('halfTimeAway') },
          firstGoal: firstGoal!,
        }
      : sport === 'tennis'
        ? {
            sport,
            sets: { home: n('setsHome'), away: n('setsAway') },
            games: { home: n('gamesHome'), away: n('gamesAway') },
          }
        : { sport, home: n('home'), away: n('away') };
  const impossible = eventResultError(result);
  return impossible === null ? { result } : { error: { kind: 'impossible', reason: impossible } };
}

/** A result as one line for the confirmation: "2-1 (İY 1-0)", "6-4 3-6 → 2-1". */
export function resultSummary(result: EventResult): string {
  switch (result.sport) {
    case 'football':
      return `${result.fullTime.home}-${result.fullTime.away} (${result.halfTime.home}-${result.halfTime.away})`;
    case 'tennis':
      return `${result.sets.home}-${result.sets.away} (${result.games.home}-${result.games.away})`;
    case 'horse_racing':
    case 'greyhound_racing':
      return result.order.join('-');
    default:
      return `${result.home}-${result.away}`;
  }
}

/**
 * A margin typed in percent ("6", "6,5", "6.25", "%7") as basis points (600, 650, 625, 700);
 * null when not a percentage 0–50 with at most two decimals.
 */
export function percentToBasisPoints(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^%\s*|\s*%$/g, '')
    .replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= MAX_MARGIN_BASIS_POINTS ? basisPoints : null;
}

/** Basis points as the language writes a percentage without the sign: 650 → "6,5" / "6.5". */
export function basisPointsToPercent(basisPoints: number, lang: 'tr' | 'en'): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : String(whole);
  return lang === 'tr' ? text.replace('.', ',') : text;
}

/**
 * An event's maximum stake typed in lira ("2500", "2.500", "2500,50" in Turkish; "2,500.50" in
 * English) as kuruş; '' is null (the site's limit); undefined when it is not an amount.
 */
export function maxStakeFromText(text: string, lang: 'tr' | 'en'): number | null | undefined {
  const trimmed = text.trim().replace(/\s|₺|TL/gi, '');
  if (trimmed === '') return null;
  const [group, decimal] = lang === 'tr' ? ['.', ','] : [',', '.'];
  const pattern =
    lang === 'tr' ? /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/ : /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
  if (!pattern.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split(group).join('').split(decimal);
  const kurus = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return kurus > 0 && Number.isSafeInteger(kurus) ? kurus : undefined;
}

/** A reason the server takes (3–500 characters once trimmed). */
export function reasonError(text: string): 'required' | 'tooShort' | 'tooLong' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < 3) return 'tooShort';
  return trimmed.length > 500 ? 'tooLong' : null;
}

/** Events per page of the back office's list. */
export const EVENTS_PER_PAGE = 20;

/**
 * The query of `sportsbook.events` for a tab, a search (the server matches every word in the
 * teams' and league's names, Turkish İ/ı folded) and a page counted from 1.
 */
export function eventsQuery(
  tab: 'upcoming' | 'live' | 'finished' | 'void',
  search: string,
  page: number,
): { state: typeof tab; limit: number; offset: number; search?: string } {
  const words = search.trim().replace(/\s+/g, ' ').slice(0, 100).trim();
  return {
    state: tab,
    limit: EVENTS_PER_PAGE,
    offset: (Math.max(1, Math.floor(page)) - 1) * EVENTS_PER_PAGE,
    ...(words ? { search: words } : {}),
  };
}
