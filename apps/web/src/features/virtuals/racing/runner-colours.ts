import type { RacingProductKey } from '@lale/contract/methods/racing';

/** Greyhound trap colours as on every track: red, blue, white, black, orange, striped. */
const TRAPS = [
  { bg: '#d32f2f', fg: '#fff' },
  { bg: '#1565c0', fg: '#fff' },
  { bg: '#f5f5f5', fg: '#111' },
  { bg: '#212121', fg: '#fff' },
  { bg: '#ef6c00', fg: '#111' },
  { bg: 'repeating-linear-gradient(90deg,#111 0 4px,#fff 4px 8px)', fg: '#d32f2f' },
];

/** Jockeys' silks of a horse field, one colour per saddle-cloth number. */
const SILKS = [
  '#c62828',
  '#1565c0',
  '#2e7d32',
  '#f9a825',
  '#6a1b9a',
  '#00838f',
  '#ad1457',
  '#4e342e',
  '#ef6c00',
  '#283593',
  '#558b2f',
  '#37474f',
];

export function runnerColour(
  product: RacingProductKey,
  number: number,
): { bg: string; fg: string } {
  if (product === 'greyhound_racing') return TRAPS[(number - 1) % TRAPS.length]!;
  const bg = SILKS[(number - 1) % SILKS.length]!;
  return { bg, fg: number === 4 ? '#111' : '#fff' };
}

/** A solid colour for SVG fills (the striped trap drawn as black). */
export const solidColour = (product: RacingProductKey, number: number) => {
  const { bg } = runnerColour(product, number);
  return bg.startsWith('repeating') ? '#111' : bg;
};
