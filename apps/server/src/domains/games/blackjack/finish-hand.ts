import { settle, totalWagered, type BlackjackState } from '@lale/games/blackjack';
import type { Db } from '../../../db/client.ts';
import { rounds, type RoundRow } from '../rounds/rounds.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { payWin } from '../shared/wallet-calls.ts';
import { hands } from './hands.repository.ts';
import { presentHand } from './present-hand.ts';

/** Pays the hand's returns, closes the round and the hand; the state is the settled one. */
export async function finishHand(
  deps: StudioDeps,
  tx: Db,
  round: RoundRow,
  state: BlackjackState,
  betsPlaced: number,
  now: Date,
): Promise<{ round: RoundRow; balance: number }> {
  const settlement = settle(state);
  const paid = await payWin(deps.wallet, tx, {
    roundId: round.id,
    playerId: round.userId,
    gameId: round.gameKey,
    amount: settlement.totalReturned,
    product: 'blackjack',
  });
  await hands.save(tx, round.id, {
    state,
    wagered: totalWagered(state),
    betsPlaced,
    open: false,
    updatedAt: now,
  });
  const settled = await rounds.settle(tx, round.id, {
    stake: settlement.totalWagered,
    win: settlement.totalReturned,
    balanceAfter: paid.balance,
    outcome: { hand: presentHand(state), settlement },
    status: 'settled',
    settledAt: now,
  });
  return { round: settled, balance: paid.balance };
}
