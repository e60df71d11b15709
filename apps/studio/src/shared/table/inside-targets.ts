import type { InsideBetType } from '@lale/games/roulette/bet-types';
import { rouletteSpot } from './roulette-spots.ts';

/**
 * A click target for an inside bet, placed where a chip for it lies on a real layout.
 *
 * `along` counts streets from the zero (street 1–2–3 spans 0 to 1, 34–35–36 spans 11 to 12;
 * 0 is the line between the zero and the first street). `across` counts columns from the
 * outer edge next to the dozens (the 1, 4, 7… column spans 0 to 1; 3 is the far edge by the
 * 3, 6, 9… column). Whole numbers are lines between cells, halves the middle of a cell.
 */
export interface InsideTarget {
  type: Exclude<InsideBetType, 'straight'>;
  numbers: readonly number[];
  along: number;
  across: number;
}

const STREETS = Array.from({ length: 12 }, (_, street) => street);

function streetNumbers(street: number): number[] {
  return [1, 2, 3].map((offset) => street * 3 + offset);
}

/** Every split, street, corner, six line, trio and the first four, with where each sits. */
export function insideTargets(): InsideTarget[] {
  const targets: InsideTarget[] = [
    { type: 'firstFour', numbers: [0, 1, 2, 3], along: 0, across: 0 },
    { type: 'trio', numbers: [0, 1, 2], along: 0, across: 1 },
    { type: 'trio', numbers: [0, 2, 3], along: 0, across: 2 },
    ...[1, 2, 3].map((n) => ({
      type: 'split' as const,
      numbers: [0, n],
      along: 0,
      across: n - 0.5,
    })),
  ];
  for (const street of STREETS) {
    const row = streetNumbers(street);
    const next = street < 11 ? streetNumbers(street + 1) : null;
    targets.push({ type: 'street', numbers: row, along: street + 0.5, across: 0 });
    for (const column of [0, 1]) {
      const [near, far] = [row[column] as number, row[column + 1] as number];
      targets.push({
        type: 'split',
        numbers: [near, far],
        along: street + 0.5,
        across: column + 1,
      });
      if (next) {
        targets.push({
          type: 'corner',
          numbers: [near, far, near + 3, far + 3],
          along: street + 1,
          across: column + 1,
        });
      }
    }
    if (!next) continue;
    targets.push({ type: 'sixLine', numbers: [...row, ...next], along: street + 1, across: 0 });
    for (const column of [0, 1, 2]) {
      const n = row[column] as number;
      targets.push({ type: 'split', numbers: [n, n + 3], along: street + 1, across: column + 0.5 });
    }
  }
  return targets;
}

/** The chip spot of a target, as the contract's bet names it ('split:17-20'). */
export function insideTargetSpot(target: Pick<InsideTarget, 'type' | 'numbers'>): string {
  return rouletteSpot(target.type, target.numbers);
}

/** Whether the target lies on a line between two streets (or the zero) rather than in a row. */
export function onStreetLine(target: InsideTarget): boolean {
  return Number.isInteger(target.along);
}

/** Whether the target lies on a line between two columns (or the outer edge). */
export function onColumnLine(target: InsideTarget): boolean {
  return Number.isInteger(target.across);
}
