import type { Db } from '../../../db/client.ts';
import { SeamlessError, type SeamlessWallet } from '../../wallet/api.ts';
import { refusals } from '../../../platform/refusal.ts';
import { STUDIO_PROVIDER } from './studio-deps.ts';

/** Wallet transaction ids of a round: bets numbered from 0, one win, one rollback per bet. */
export const txIds = {
  bet: (roundId: string, index: number) => `${roundId}:bet:${index}`,
  win: (roundId: string) => `${roundId}:win`,
  rollback: (roundId: string, index: number) => `${roundId}:rollback:${index}`,
};

/**
 * A studio bet; a refusal for lack of funds is the player's typed error, nothing moved. With
 * `feedsJackpots` (slots) the wallet also takes the pools' shares of the stake.
 */
export async function placeBet(
  wallet: SeamlessWallet,
  tx: Db,
  req: {
    roundId: string;
    index: number;
    playerId: number;
    gameId: string;
    amount: number;
    /** The engine playing the round: the wallet counts bets and wins per product. */
    product: string;
    feedsJackpots?: boolean;
  },
): Promise<{ balance: number }> {
  try {
    return await wallet.bet(tx, {
      provider: STUDIO_PROVIDER,
      transactionId: txIds.bet(req.roundId, req.index),
      roundId: req.roundId,
      playerId: req.playerId,
      gameId: req.gameId,
      amount: req.amount,
      product: req.product,
      feedsJackpots: req.feedsJackpots ?? false,
    });
  } catch (error) {
    if (error instanceof SeamlessError && error.code === 'INSUFFICIENT_FUNDS')
      throw refusals.insufficientFunds();
    throw error;
  }
}

export function payWin(
  wallet: SeamlessWallet,
  tx: Db,
  req: { roundId: string; playerId: number; gameId: string; amount: number; product: string },
): Promise<{ balance: number }> {
  return wallet.win(tx, {
    provider: STUDIO_PROVIDER,
    transactionId: txIds.win(req.roundId),
    roundId: req.roundId,
    playerId: req.playerId,
    gameId: req.gameId,
    amount: req.amount,
    product: req.product,
  });
}

export async function playerBalance(
  wallet: SeamlessWallet,
  db: Db,
  playerId: number,
): Promise<number> {
  return (await wallet.balance(db, { provider: STUDIO_PROVIDER, playerId })).balance;
}
