import { diceWins, isDicePick } from '@lale/games/dice';
import type { Db } from '../../../db/client.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';
import { payOpenBets } from '../shared/pay-open-bets.ts';
import { diceBets, diceWalletRound } from './bets.repository.ts';
import { diceRounds, type DiceRound } from './rounds.repository.ts';

export const DICE_PRODUCT = 'dice';

/**
 * Pays every open bet of a rolled round and closes it, in the caller's transaction under the
 * round's row lock: a retry, or another leader, finds it settled (or its bets no longer open)
 * and pays nothing twice; the wallet's transaction ids stand behind that too. Null when the
 * round was not rolling (already settled).
 */
export async function settleRound(
  wallet: SeamlessWallet,
  tx: Db,
  roundId: string,
  now: Date,
): Promise<DiceRound | null> {
  const round = await diceRounds.byId(tx, roundId, 'update');
  if (!round || round.phase !== 'rolling' || !round.dice) return null;
  const dice = round.dice;
  await payOpenBets(wallet, tx, await diceBets.openOfRound(tx, round.id), {
    // The odds were taken at the bet; a pick the table no longer offers returns its stake.
    outcome: (bet) => (!isDicePick(bet.pick) ? 'void' : diceWins(bet.pick, dice) ? 'won' : 'lost'),
    settle: diceBets.settle,
    walletRound: diceWalletRound,
    product: DICE_PRODUCT,
    now,
  });
  return diceRounds.markSettled(tx, round.id, now);
}
