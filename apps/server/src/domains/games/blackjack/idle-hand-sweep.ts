import { withTransaction } from '../../../db/client.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import { presentHand } from './present-hand.ts';
import { rounds } from '../rounds/rounds.repository.ts';
import { STUDIO_PROVIDER, type StudioDeps } from '../shared/studio-deps.ts';
import { playerBalance, txIds } from '../shared/wallet-calls.ts';
import { hands } from './hands.repository.ts';

/** A hand nobody touched for a day is over: the player gets every stake back. */
export const IDLE_HAND_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Settles abandoned hands in the player's favour: each of the round's bets is rolled back,
 * the round is marked refunded. Safe to run from several processes (locked rows are skipped)
 * and to re-run after a crash (rollbacks are idempotent). Returns how many hands it closed.
 */
export async function sweepIdleHands(
  deps: Pick<StudioDeps, 'db' | 'wallet' | 'now'>,
): Promise<number> {
  const now = deps.now();
  return withTransaction(deps.db, async (tx) => {
    const idle = await hands.idleSince(tx, new Date(now.getTime() - IDLE_HAND_MS));
    for (const hand of idle) {
      for (let index = 0; index < hand.betsPlaced; index++) {
        await deps.wallet.rollback(tx, {
          provider: STUDIO_PROVIDER,
          transactionId: txIds.rollback(hand.roundId, index),
          roundId: hand.roundId,
          playerId: hand.userId,
          rollbackTransactionId: txIds.bet(hand.roundId, index),
        });
      }
      await hands.save(tx, hand.roundId, {
        state: hand.state,
        wagered: hand.wagered,
        betsPlaced: hand.betsPlaced,
        open: false,
        updatedAt: now,
      });
      await rounds.settle(tx, hand.roundId, {
        win: 0,
        balanceAfter: await playerBalance(deps.wallet, tx, hand.userId),
        outcome: { hand: presentHand(hand.state), refunded: hand.wagered },
        status: 'refunded',
        settledAt: now,
      });
    }
    return idle.length;
  });
}

/**
 * The sweep as one of the site's schedules: one process runs it, when it becomes the leader
 * and hourly after that; a failed sweep is reported and tried again at the next.
 */
export function idleHandsSchedule(deps: Pick<StudioDeps, 'wallet'>): Schedule {
  return {
    name: 'blackjack:idle-hands',
    everyMs: SWEEP_EVERY_MS,
    step: async ({ db, now }) => {
      await sweepIdleHands({ db, wallet: deps.wallet, now: () => now });
    },
  };
}
