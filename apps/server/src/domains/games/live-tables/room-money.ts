import type { Db } from '../../../db/client.ts';
import { STUDIO_PROVIDER, type StudioDeps } from '../shared/studio-deps.ts';
import { payWin, placeBet, playerBalance, txIds } from '../shared/wallet-calls.ts';
import type { StakeRow } from './stakes.repository.ts';

/**
 * A stake's money in the seamless wallet: one wallet round per player and table round
 * (`live:<stake id>`), a wallet bet for every request that adds to it (numbered), one win at
 * the result that closes it, or a rollback of each bet when bets are cleared or the round is
 * cancelled. The wallet's transaction ids make every call safe to repeat.
 */
export const walletRoundOf = (stakeId: string) => `live:${stakeId}`;
export const tableGameId = (tableId: number) => `livecasino:${tableId}`;
const PRODUCT = 'live-table';

type Wallet = Pick<StudioDeps, 'wallet'>;

/** Takes `amount` more for the stake; refused as a whole for lack of funds. */
export async function takeFromWallet(
  deps: Wallet,
  tx: Db,
  stake: Pick<StakeRow, 'id' | 'userId' | 'tableId' | 'walletBets'>,
  amount: number,
): Promise<{ balance: number; walletBets: number }> {
  const { balance } = await placeBet(deps.wallet, tx, {
    roundId: walletRoundOf(stake.id),
    index: stake.walletBets,
    playerId: stake.userId,
    gameId: tableGameId(stake.tableId),
    amount,
    product: PRODUCT,
  });
  return { balance, walletBets: stake.walletBets + 1 };
}

/** Gives back every bet the stake has made (already returned ones answer as before). */
export async function returnStake(
  deps: Wallet,
  tx: Db,
  stake: Pick<StakeRow, 'id' | 'userId' | 'walletBets'>,
): Promise<number> {
  const roundId = walletRoundOf(stake.id);
  for (let index = 0; index < stake.walletBets; index++)
    await deps.wallet.rollback(tx, {
      provider: STUDIO_PROVIDER,
      transactionId: txIds.rollback(roundId, index),
      roundId,
      playerId: stake.userId,
      rollbackTransactionId: txIds.bet(roundId, index),
    });
  return playerBalance(deps.wallet, tx, stake.userId);
}

/** Pays the stake's return (0 closes the round with nothing won). */
export async function payStake(
  deps: Wallet,
  tx: Db,
  stake: Pick<StakeRow, 'id' | 'userId' | 'tableId'>,
  amount: number,
): Promise<number> {
  const { balance } = await payWin(deps.wallet, tx, {
    roundId: walletRoundOf(stake.id),
    playerId: stake.userId,
    gameId: tableGameId(stake.tableId),
    amount,
    product: PRODUCT,
  });
  return balance;
}
