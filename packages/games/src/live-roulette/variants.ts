import type { TableSchedule } from '../live-table/schedule.ts';

export type LiveRouletteVariantId = 'live' | 'auto';

export interface LiveRouletteVariant {
  id: LiveRouletteVariantId;
  name: string;
  /** A dealer launches the ball; the automatic wheel has none, hence the shorter cycle. */
  dealer: boolean;
  schedule: TableSchedule;
}

/**
 * Both variants are the same European single-zero game (`@lale/games/roulette`): same bets,
 * same pays, the same single draw of a pocket. Only the rhythm differs.
 */
export const LIVE_ROULETTE_VARIANTS: Readonly<Record<LiveRouletteVariantId, LiveRouletteVariant>> =
  {
    live: {
      id: 'live',
      name: 'Live Roulette',
      dealer: true,
      schedule: { bettingMs: 18_000, noMoreBetsMs: 2_000, drawMs: 12_000, resultMs: 8_000 },
    },
    auto: {
      id: 'auto',
      name: 'Auto Roulette',
      dealer: false,
      schedule: { bettingMs: 10_000, noMoreBetsMs: 1_000, drawMs: 8_000, resultMs: 4_000 },
    },
  };
