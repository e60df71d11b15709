import type { RandomSource } from '../fair/random-source.ts';
import { uniformInt } from '../fair/scaling.ts';

export type JackpotTier = 'mini' | 'major' | 'grand';

/** One integer in [0, JACKPOT_DRAW_RANGE) per paid slot round decides a jackpot hit. */
export const JACKPOT_DRAW_RANGE = 1_000_000;

/**
 * Fixed odds per round, whatever the pools hold or the player did before:
 * grand 1 in 10^6, major 9 in 10^6, mini 90 in 10^6 (1 hit in 10^4 rounds overall).
 */
const TIERS: readonly { below: number; tier: JackpotTier }[] = [
  { below: 1, tier: 'grand' },
  { below: 10, tier: 'major' },
  { below: 100, tier: 'mini' },
];

/** Drawn after the round's last free spin, from the same stream. */
export function drawJackpot(source: RandomSource): JackpotTier | null {
  const value = uniformInt(source, JACKPOT_DRAW_RANGE);
  return TIERS.find((t) => value < t.below)?.tier ?? null;
}
