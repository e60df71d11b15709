import type { RandomSource } from './random-source.ts';
import { uniformInt } from './scaling.ts';

/**
 * Fisher–Yates from the top: for i = n-1 down to 1, swap item i with item uniformInt(i + 1).
 * Returns a new array and consumes exactly n-1 integers (plus any rejected words).
 */
export function shuffle<T>(source: RandomSource, items: readonly T[]): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = uniformInt(source, i + 1);
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return result;
}
