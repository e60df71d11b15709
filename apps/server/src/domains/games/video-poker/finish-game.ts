import { hmacStream } from '@lale/games/fair';
import { dealVideoPoker, settleVideoPoker, type Holds } from '@lale/games/video-poker';
import type { Db } from '../../../db/client.ts';
import { rounds, type RoundRow } from '../rounds/rounds.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { payWin } from '../shared/wallet-calls.ts';
import { VIDEO_POKER_ENGINE, videoPokerRounds } from './open-rounds.repository.ts';
import type { VideoPokerOutcome } from './present-game.ts';

/**
 * Draws for the cards not held from the round's deck, pays the hand through the wallet (0
 * closes the round for nothing) and settles the round. The caller holds the round's row lock.
 */
export async function finishGame(
  deps: Pick<StudioDeps, 'wallet'>,
  tx: Db,
  open: RoundRow,
  holds: Holds,
  now: Date,
): Promise<{ round: RoundRow; balance: number }> {
  const dealt = open.outcome as VideoPokerOutcome;
  const serverSeed = await videoPokerRounds.serverSeed(tx, open.seedPairId);
  const { deck } = dealVideoPoker(hmacStream(serverSeed, open.clientSeed, open.nonce));
  const result = settleVideoPoker(deck, holds, dealt.coins);
  const win = result.coinsWon * dealt.coinValue;
  const paid = await payWin(deps.wallet, tx, {
    roundId: open.id,
    playerId: open.userId,
    gameId: open.gameKey,
    amount: win,
    product: VIDEO_POKER_ENGINE,
  });
  const outcome: VideoPokerOutcome = {
    ...dealt,
    phase: 'settled',
    cards: result.cards,
    holds: [...holds],
    hand: result.hand,
    coinsWon: result.coinsWon,
  };
  const round = await rounds.settle(tx, open.id, {
    win,
    balanceAfter: paid.balance,
    outcome,
    status: 'settled',
    settledAt: now,
  });
  return { round, balance: paid.balance };
}
