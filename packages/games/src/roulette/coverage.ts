import type { EvenMoneyBetType, IndexedBetType, InsideBetType } from './bet-types.ts';
import { numbersFrom, RED_NUMBERS, tableColumn } from './layout.ts';

const STREET_STARTS = numbersFrom(0, 11).map((row) => row * 3 + 1);

function insideShapes(type: InsideBetType): number[][] {
  switch (type) {
    case 'straight':
      return numbersFrom(0, 36).map((n) => [n]);
    case 'split': {
      const zeroSplits = [1, 2, 3].map((n) => [0, n]);
      const across = numbersFrom(1, 36)
        .filter((n) => tableColumn(n) < 3)
        .map((n) => [n, n + 1]);
      const down = numbersFrom(1, 33).map((n) => [n, n + 3]);
      return [...zeroSplits, ...across, ...down];
    }
    case 'street':
      return STREET_STARTS.map((n) => [n, n + 1, n + 2]);
    case 'corner':
      return numbersFrom(1, 32)
        .filter((n) => tableColumn(n) < 3)
        .map((n) => [n, n + 1, n + 3, n + 4]);
    case 'sixLine':
      return STREET_STARTS.slice(0, -1).map((n) => numbersFrom(n, n + 5));
    case 'trio':
      return [
        [0, 1, 2],
        [0, 2, 3],
      ];
    case 'firstFour':
      return [[0, 1, 2, 3]];
  }
}

/** Every legal number set of an inside bet, each sorted ascending. */
export function insidePlacements(type: InsideBetType): readonly (readonly number[])[] {
  return insideShapes(type);
}

const shapeKeys = new Map<InsideBetType, Set<string>>();

/** Whether `sortedNumbers` is a legal placement of `type` on the layout. */
export function isInsidePlacement(type: InsideBetType, sortedNumbers: readonly number[]): boolean {
  let keys = shapeKeys.get(type);
  if (!keys) {
    keys = new Set(insideShapes(type).map((shape) => shape.join(',')));
    shapeKeys.set(type, keys);
  }
  return keys.has(sortedNumbers.join(','));
}

export function indexedNumbers(type: IndexedBetType, index: number): number[] {
  if (type === 'dozen') return numbersFrom(12 * (index - 1) + 1, 12 * index);
  return numbersFrom(1, 36).filter((n) => tableColumn(n) === index);
}

export function evenMoneyNumbers(type: EvenMoneyBetType): number[] {
  const all = numbersFrom(1, 36);
  switch (type) {
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'low':
      return numbersFrom(1, 18);
    case 'high':
      return numbersFrom(19, 36);
  }
}
