import type { OutcomeStream } from './stream.ts';

/** Classes a poker hand's outcomes are sorted into (Knuth's "d"), five outcomes a hand. */
export const POKER_CLASSES = 5;
const HALF_TOLERANCE = 1e-9;

/** What the tests need of one kind's distribution, computed once per stream. */
export interface KindProfile {
  mean: number;
  sd: number;
  /** Per category: −1 below the median, +1 above, 0 the median category itself (a tie). */
  side: Int8Array;
  /** P(below | not a tie): 1/2 for every uniform kind. */
  belowShare: number;
  /** Per category, its poker class: categories grouped in order into classes of ~equal chance. */
  pokerClass: Uint8Array;
  pokerChances: Float64Array;
}

export function kindProfile(chances: Float64Array): KindProfile {
  let mean = 0;
  for (let c = 0; c < chances.length; c++) mean += c * chances[c]!;
  let variance = 0;
  for (let c = 0; c < chances.length; c++) variance += (c - mean) ** 2 * chances[c]!;
  const side = new Int8Array(chances.length);
  const pokerClass = new Uint8Array(chances.length);
  const pokerChances = new Float64Array(POKER_CLASSES);
  let below = 0;
  let above = 0;
  let before = 0;
  for (let c = 0; c < chances.length; c++) {
    const after = before + chances[c]!;
    // Below: the whole category lies under the median; above: wholly over it.
    if (after <= 0.5 + HALF_TOLERANCE) side[c] = -1;
    else if (before >= 0.5 - HALF_TOLERANCE) side[c] = 1;
    if (side[c] === -1) below += chances[c]!;
    if (side[c] === 1) above += chances[c]!;
    const middle = (before + after) / 2;
    pokerClass[c] = Math.min(POKER_CLASSES - 1, Math.floor(middle * POKER_CLASSES));
    pokerChances[pokerClass[c]!]! += chances[c]!;
    before = after;
  }
  return {
    mean,
    sd: Math.sqrt(variance),
    side,
    belowShare: below / (below + above),
    pokerClass,
    pokerChances,
  };
}

export function streamProfiles(stream: OutcomeStream): KindProfile[] {
  return stream.distributions.map(kindProfile);
}

/**
 * The outcomes' sides with ties (the median category) left out: under a fair RNG, a sequence
 * of independent coin tosses, each below with chance `belowShare`. The runs and gap tests
 * need that chance to be one for the whole stream, so every kind must have the same.
 */
export function sidesWithoutTies(stream: OutcomeStream, profiles: readonly KindProfile[]) {
  const share = profiles[0]?.belowShare ?? 0.5;
  if (profiles.some((p) => Math.abs(p.belowShare - share) > HALF_TOLERANCE))
    throw new RangeError('the kinds of one stream must split at the median alike');
  const sides: number[] = [];
  for (let i = 0; i < stream.categories.length; i++) {
    const s = profiles[stream.kinds[i]!]!.side[stream.categories[i]!]!;
    if (s !== 0) sides.push(s);
  }
  return { sides: Int8Array.from(sides), belowShare: share };
}
