// Dev and tests only: a recorded roulette room.
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import { hotAndColdNumbers } from '@lale/games/live-roulette/hot-cold';
import { pocketColor } from '@lale/games/roulette/layout';
import { ownStake, recordedSnapshot, tableRules, type Recording } from './room.ts';

const pocketResult = (pocket: number): LiveTableResult => ({
  game: 'roulette',
  pocket,
  color: pocketColor(pocket),
});

/** Spins oldest first, a fixed walk so the strip and hot/cold look like a table's day. */
const SPINS = Array.from({ length: 480 }, (_, i) => (i * 29 + ((i * i) % 17)) % 37);
export const LAST_POCKETS = [
  17, 32, 0, 5, 26, 11, 8, 36, 14, 3, 21, 30, 9, 17, 2, 19, 34, 7, 25, 12,
];

export function rouletteRecording(
  kind: 'roulette' | 'auto-roulette',
  phase: LiveTablePhase,
  elapsedMs: number,
  now: number,
): Recording {
  const pocket = 23;
  const snapshot = recordedSnapshot(kind, phase, elapsedMs, now, {
    result: pocketResult(pocket),
    recent: LAST_POCKETS.map((last, i) => ({
      roundId: `round-${4811 - i}`,
      roundNumber: 4811 - i,
      result: pocketResult(last),
    })),
    hotAndCold: hotAndColdNumbers([...SPINS, ...[...LAST_POCKETS].reverse()]),
  });
  const mine = [
    { type: 'straight', selection: [23], amount: 1_000 },
    { type: 'red', selection: null, amount: 5_000 },
    { type: 'dozen', selection: 2, amount: 2_500 },
  ];
  const won = phase === 'result' ? 1_000 * 36 + 5_000 * 2 + 2_500 * 3 : null;
  const own = phase === 'idle' ? null : ownStake({ game: 'roulette', bets: mine }, 8_500, won);
  return { table: tableRules(kind), snapshot, own };
}
