import type { Db } from '../../../db/client.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';
import { payWin } from './wallet-calls.ts';

/** A bet of a shared room that waits for its round's result, its odds taken when placed. */
export interface OpenBet {
  id: string;
  userId: number;
  gameKey: string;
  stake: number;
  /** Hundredths, the stake included. */
  odds: number;
}

/** How a bet's pick fared: won, lost, or no longer offered by the board (its stake returned). */
export type PickOutcome = 'won' | 'lost' | 'void';

/**
 * Pays each open bet of a settled round its return through the wallet, once: the bet's row
 * moves from open first (`settle` is conditional), so a retry or another leader pays nothing
 * twice; the wallet's transaction ids stand behind that too. A loss pays 0, closing the bet's
 * wallet round.
 */
export async function payOpenBets<B extends OpenBet>(
  wallet: SeamlessWallet,
  tx: Db,
  bets: readonly B[],
  how: {
    outcome(bet: B): PickOutcome;
    settle(tx: Db, betId: string, payout: number, at: Date): Promise<boolean>;
    walletRound(betId: string): string;
    product: string;
    now: Date;
  },
): Promise<void> {
  for (const bet of bets) {
    const outcome = how.outcome(bet);
    const payout =
      outcome === 'void'
        ? bet.stake
        : outcome === 'won'
          ? Math.floor((bet.stake * bet.odds) / 100)
          : 0;
    if (!(await how.settle(tx, bet.id, payout, how.now))) continue;
    await payWin(wallet, tx, {
      roundId: how.walletRound(bet.id),
      playerId: bet.userId,
      gameId: bet.gameKey,
      amount: payout,
      product: how.product,
    });
  }
}
