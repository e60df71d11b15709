import type { LiveTableKind } from '@lale/contract/live-tables/kinds';

/** The dealers' names (the same in tr and en); a table keeps its dealer by its id. */
const DEALERS = [
  'Ayşe',
  'Deniz',
  'Elif',
  'Mert',
  'Zeynep',
  'Can',
  'Selin',
  'Emre',
  'Ece',
  'Burak',
  'Derya',
  'Kaan',
  'Melis',
  'Onur',
  'Nazlı',
  'Tolga',
] as const;

/** The table's dealer persona; the automatic wheel has none. */
export function dealerOf(tableId: number, kind: LiveTableKind): string | null {
  if (kind === 'auto-roulette') return null;
  return DEALERS[tableId % DEALERS.length]!;
}
