/** European single-zero wheel: numbers 0..36. */
export const POCKET_COUNT = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** Table column 1..3 of a number 1..36 (1 = the column holding 1, 4, 7...). */
export function tableColumn(pocket: number): number {
  return ((pocket - 1) % 3) + 1;
}

export function numbersFrom(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
