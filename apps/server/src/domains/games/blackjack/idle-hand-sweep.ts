import { withTransaction } from '../../../db/client.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import { presentHand } from './present-hand.ts';
import { rounds } from '../rounds/rounds.repository.ts';
import { STUDIO_PROVIDER, type StudioDeps } from '../shared/studio-deps.ts';
import { IDLE_HAND_MS, idleSweepSchedule } from '../shared/idle-sweep.ts';
import { playerBalance, txIds } from '../shared/wallet-calls.ts';
import { hands } from './hands.repository.ts';

/**
 * A hand nobody touched for a day is over: the player gets every stake back.
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

/** The sweep as the hourly schedule `blackjack:idle-hands`. */
export function idleHandsSchedule(deps: Pick<StudioDeps, 'wallet'>): Schedule {
  return idleSweepSchedule('blackjack:idle-hands', sweepIdleHands, deps);
}
