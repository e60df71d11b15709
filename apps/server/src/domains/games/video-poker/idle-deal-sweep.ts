import type { Holds } from '@lale/games/video-poker';
import { withTransaction } from '../../../db/client.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import { IDLE_HAND_MS, idleSweepSchedule } from '../shared/idle-sweep.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { finishGame } from './finish-game.ts';
import { videoPokerRounds } from './open-rounds.repository.ts';

const EVERY_CARD_HELD: Holds = [true, true, true, true, true];

/**
 * A deal nobody drew for a day is completed as dealt, the casino rule for an unfinished
 * hand: every card held, no draw, the dealt hand paid by the paytable. Safe to run from
 * several processes (locked rounds are skipped, a draw waiting on the lock then finds no open
 * deal) and to re-run after a crash (the win's transaction id is the round's). Returns how
 * many deals it closed.
 */
export async function sweepIdleDeals(
  deps: Pick<StudioDeps, 'db' | 'wallet' | 'now'>,
): Promise<number> {
  const now = deps.now();
  return withTransaction(deps.db, async (tx) => {
    const idle = await videoPokerRounds.idleSince(tx, new Date(now.getTime() - IDLE_HAND_MS));
    for (const round of idle) await finishGame(deps, tx, round, EVERY_CARD_HELD, now);
    return idle.length;
  });
}

/** The sweep as the hourly schedule `video-poker:idle-deals`. */
export function idleDealsSchedule(deps: Pick<StudioDeps, 'wallet'>): Schedule {
  return idleSweepSchedule('video-poker:idle-deals', sweepIdleDeals, deps);
}
