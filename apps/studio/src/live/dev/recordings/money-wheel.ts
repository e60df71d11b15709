// Dev and tests only: a recorded money-wheel room.
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import { WHEEL_SEGMENTS, type WheelNumber } from '@lale/games/money-wheel/segments';
import { ownStake, recordedSnapshot, tableRules, type Recording } from './room.ts';

/** A spin that lands on 2x (segment 13), then on 10 (segment 20): 10 pays 20 to 1. */
const RESULT: LiveTableResult = {
  game: 'money-wheel',
  wheel: { stops: [13, 20], multipliers: [2], number: 10, multiplier: 2 },
};

const PAST: WheelNumber[] = [1, 2, 1, 5, 1, 10, 2, 1, 1, 20, 2, 5, 1, 2, 1, 1, 40, 2, 1, 5];

function stopOf(number: WheelNumber): number {
  return WHEEL_SEGMENTS.findIndex((s) => s.kind === 'number' && s.value === number);
}

export function moneyWheelRecording(
  phase: LiveTablePhase,
  elapsedMs: number,
  now: number,
): Recording {
  const snapshot = recordedSnapshot('money-wheel', phase, elapsedMs, now, {
    result: RESULT,
    recent: PAST.map((number, i) => ({
      roundId: `round-${4811 - i}`,
      roundNumber: 4811 - i,
      result: {
        game: 'money-wheel',
        wheel: { stops: [stopOf(number)], multipliers: [], number, multiplier: 1 },
      },
    })),
  });
  const bets = [
    { number: 10, amount: 2_500 },
    { number: 1, amount: 5_000 },
  ];
  const own = phase === 'idle' ? null : ownStake({ game: 'money-wheel', bets }, 7_500);
  return { table: tableRules('money-wheel'), snapshot, own };
}
