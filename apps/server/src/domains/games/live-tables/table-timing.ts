import type { LiveTableKind } from '@lale/contract/live-tables/kinds';
import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import { BACCARAT_SCHEDULE } from '@lale/games/baccarat';
import { CASINO_HOLDEM_SCHEDULE } from '@lale/games/casino-holdem';
import { LIVE_BLACKJACK_SCHEDULE } from '@lale/games/live-blackjack';
import { LIVE_ROULETTE_VARIANTS } from '@lale/games/live-roulette';
import type { TableSchedule } from '@lale/games/live-table';
import { MONEY_WHEEL_SCHEDULE } from '@lale/games/money-wheel';

const SCHEDULES: Record<LiveTableKind, TableSchedule> = {
  roulette: LIVE_ROULETTE_VARIANTS.live.schedule,
  'auto-roulette': LIVE_ROULETTE_VARIANTS.auto.schedule,
  baccarat: BACCARAT_SCHEDULE,
  'no-commission-baccarat': BACCARAT_SCHEDULE,
  blackjack: LIVE_BLACKJACK_SCHEDULE,
  'money-wheel': MONEY_WHEEL_SCHEDULE,
  'casino-holdem': CASINO_HOLDEM_SCHEDULE,
};

/** Shorter phases for every table (tests, demos); the games' own otherwise. */
export type TimingOverrides = Partial<Omit<LiveTableTiming, 'decisionMs'>> & {
  decisionMs?: number;
};

/** A table's rhythm: the game's schedule from `@lale/games`, with any overrides. */
export function tableTiming(kind: LiveTableKind, overrides: TimingOverrides = {}): LiveTableTiming {
  const schedule = SCHEDULES[kind];
  const decisionMs = schedule.decisionMs === undefined ? null : schedule.decisionMs;
  return {
    bettingMs: overrides.bettingMs ?? schedule.bettingMs,
    noMoreBetsMs: overrides.noMoreBetsMs ?? schedule.noMoreBetsMs,
    drawMs: overrides.drawMs ?? schedule.drawMs,
    resultMs: overrides.resultMs ?? schedule.resultMs,
    decisionMs: decisionMs === null ? null : (overrides.decisionMs ?? decisionMs),
  };
}
