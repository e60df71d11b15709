import type { CouponType } from './coupon.ts';

/** At most this many legs on a coupon, and this many lines (a system 10/20 would be 184,756). */
export const MAX_LEGS = 20;
export const MAX_LINES = 1_024;

/** n choose k, exactly for the sizes a coupon can have. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Why the type does not fit `legCount` legs, or null. */
export function couponTypeError(type: CouponType, legCount: number): string | null {
  if (!['single', 'combination', 'system'].includes(type?.kind)) return 'invalid-type';
  if (legCount < 1) return 'no-legs';
  if (legCount > MAX_LEGS) return 'too-many-legs';
  if (type.kind === 'combination' && legCount < 2) return 'combination-needs-two-legs';
  if (type.kind !== 'system') return null;
  const { sizes } = type;
  if (!Array.isArray(sizes) || legCount < 3 || sizes.length === 0) return 'invalid-system';
  for (const [i, k] of sizes.entries()) {
    if (!Number.isInteger(k) || k < 2 || k >= legCount) return 'invalid-system';
    if (i > 0 && k <= (sizes[i - 1] as number)) return 'invalid-system';
  }
  return lineCount(type, legCount) > MAX_LINES ? 'too-many-lines' : null;
}

export function lineCount(type: CouponType, legCount: number): number {
  switch (type.kind) {
    case 'single':
      return legCount;
    case 'combination':
      return 1;
    case 'system':
      return type.sizes.reduce((sum, k) => sum + choose(legCount, k), 0);
  }
}

function combinations(n: number, k: number): number[][] {
  const lines: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      lines.push([...chosen]);
      return;
    }
    for (let i = start; i <= n - (k - chosen.length); i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return lines;
}

/**
 * The coupon's lines as lists of leg indexes: singles in leg order, the accumulator, or every
 * k-subset for each system size in lexicographic order (2/3 of A, B, C: AB, AC, BC).
 */
export function couponLines(type: CouponType, legCount: number): number[][] {
  const error = couponTypeError(type, legCount);
  if (error !== null) throw new RangeError(error);
  switch (type.kind) {
    case 'single':
      return Array.from({ length: legCount }, (_, i) => [i]);
    case 'combination':
      return [Array.from({ length: legCount }, (_, i) => i)];
    case 'system':
      return type.sizes.flatMap((k) => combinations(legCount, k));
  }
}
