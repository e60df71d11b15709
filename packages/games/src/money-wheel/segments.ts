export type WheelNumber = 1 | 2 | 5 | 10 | 20 | 40;
export type WheelMultiplier = 2 | 7;

export type WheelSegment =
  { kind: 'number'; value: WheelNumber } | { kind: 'multiplier'; factor: WheelMultiplier };

export const WHEEL_NUMBERS: readonly WheelNumber[] = [1, 2, 5, 10, 20, 40];

type Label = `${WheelNumber}` | 'x2' | 'x7';

/**
 * The wheel clockwise from the pointer's rest position, 54 equal segments: 1 ×23, 2 ×15,
 * 5 ×7, 10 ×4, 20 ×2, 40 ×1, and the 2x and 7x multipliers. The draw picks an index into
 * this list, so the dealer view stops the wheel on exactly that segment.
 */
const LAYOUT: readonly Label[] = [
  '40', '2', '1', '5', '1', '2', '10', '1', '2', '1', '1', '5', '2', 'x2', '20', '2', '1', '1',
  '5', '2', '10', '1', '1', '2', '1', '2', '5', 'x7', '1', '1', '2', '1', '2', '10', '5', '1',
  '1', '2', '1', '1', '20', '2', '5', '1', '2', '1', '10', '1', '2', '5', '1', '2', '1', '1',
]; // prettier-ignore

function segmentOf(label: Label): WheelSegment {
  if (label === 'x2') return { kind: 'multiplier', factor: 2 };
  if (label === 'x7') return { kind: 'multiplier', factor: 7 };
  return { kind: 'number', value: Number(label) as WheelNumber };
}

export const WHEEL_SEGMENTS: readonly WheelSegment[] = LAYOUT.map(segmentOf);

export function segmentCount(value: WheelNumber): number {
  return WHEEL_SEGMENTS.filter((s) => s.kind === 'number' && s.value === value).length;
}
