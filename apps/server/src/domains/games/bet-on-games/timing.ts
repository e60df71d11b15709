import { BET_ON_GAMES_REVEALS } from '@lale/contract/studio/bet-on-games';

/** A draw's clock: one draw every `intervalMs`, bets close `closeBeforeMs` before it. */
export interface BetOnGamesTiming {
  intervalMs: number;
  closeBeforeMs: number;
  /** Between two revealed items (a ball, the card); the bets are paid after the last. */
  revealMs: number;
}

export const BET_ON_GAMES_TIMING: BetOnGamesTiming = {
  intervalMs: 180_000,
  closeBeforeMs: 10_000,
  revealMs: 1_500,
};

/** A shorter interval scales the closing and the reveal with it (tests, demos). */
export function betOnGamesTiming(intervalMs = BET_ON_GAMES_TIMING.intervalMs): BetOnGamesTiming {
  const scale = Math.min(1, intervalMs / BET_ON_GAMES_TIMING.intervalMs);
  return {
    intervalMs,
    closeBeforeMs: Math.max(
      2_000,
      Math.round(BET_ON_GAMES_TIMING.closeBeforeMs * Math.min(1, scale * 3)),
    ),
    revealMs: Math.max(500, Math.round(BET_ON_GAMES_TIMING.revealMs * Math.min(1, scale * 4))),
  };
}

/** BET_ON_GAMES_INTERVAL_MS overrides the 3 minutes (browser tests run a draw every 30 s). */
export function betOnGamesTimingFromEnv(env: NodeJS.ProcessEnv = process.env): BetOnGamesTiming {
  const interval = Number(env.BET_ON_GAMES_INTERVAL_MS);
  return betOnGamesTiming(Number.isInteger(interval) && interval >= 10_000 ? interval : undefined);
}

export const revealDurationMs = (timing: BetOnGamesTiming) =>
  timing.revealMs * BET_ON_GAMES_REVEALS;
