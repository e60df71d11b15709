import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { houseFor, playerCash } from '../accounts.ts';
import { transferWithin } from '../ledger.ts';

export interface StakeToRefund {
  provider: string;
  transactionId: string;
  playerId: number;
  amount: number;
  /** The bet's round reference and game, as its transfers carry them. */
  reference: string;
  subject: string | null;
  /** The bet's ledger key; the refund's keys derive from it. */
  ledgerKey: string;
}

/**
 * Gives a bet's stake back, inside the caller's transaction, and returns the first refund's
 * transfer id. A bet taken while a bonus wagered (`bonus_bet_stakes`, migration 0052) gives each
 * part back to where it came from: the cash part to cash, the bonus part to the bonus account
 * while that bonus still wagers, and its weighted stake comes off the bonus's progress. Once the
 * bonus has closed its part stays with the house: bonus money never becomes cash by a refund.
 * Keyed by the bet: a replay moves nothing.
 */
export async function refundStake(db: Db, bet: StakeToRefund): Promise<string | null> {
  // The bonus row first, as seamless_bet locks it: the bet, its refund and an expiry queue on it.
  const [stake] = rowsOf<{
    cash: string | number;
    bonus: string | number;
    wagered: string | number;
    bonus_id: string | number;
    wagering: boolean;
  }>(
    await db.execute(
      sql`select s.cash, s.bonus, s.wagered, s.bonus_id, b.status = 'wagering' as wagering
          from bonus_bet_stakes s join player_bonuses b on b.id = s.bonus_id
          where s.provider = ${bet.provider} and s.transaction_id = ${bet.transactionId}
          for update of b`,
    ),
  );
  const cash = stake ? Number(stake.cash) : bet.amount;
  const bonus = stake?.wagering ? Number(stake.bonus) : 0;
  const refund = (amount: number, credit: 'player_cash' | 'player_bonus', key: string) =>
    transferWithin(db, {
      debit: houseFor(bet.playerId),
      credit:
        credit === 'player_cash'
          ? playerCash(bet.playerId)
          : { kind: credit, userId: bet.playerId },
      amount,
      kind: 'rollback',
      reference: bet.reference,
      idempotencyKey: key,
      subject: bet.subject,
    });
  let transferId: string | null = null;
  if (cash > 0)
    transferId = (await refund(cash, 'player_cash', `${bet.ledgerKey}:rollback`)).transfer.id;
  if (bonus > 0) {
    const moved = await refund(bonus, 'player_bonus', `${bet.ledgerKey}:rollback:bonus`);
    transferId ??= moved.transfer.id;
  }
  if (stake?.wagering)
    await db.execute(
      sql`update player_bonuses set wagered = greatest(wagered - ${Number(stake.wagered)}, 0)
          where id = ${Number(stake.bonus_id)}`,
    );
  // The round's split follows, so a later win of the round is shared as what is still staked.
  if (stake)
    await db.execute(
      sql`update bonus_round_stakes r set cash = greatest(r.cash - ${Number(stake.cash)}, 0),
            bonus = greatest(r.bonus - ${Number(stake.bonus)}, 0)
          from wallet_transactions t
          where t.provider = ${bet.provider} and t.transaction_id = ${bet.transactionId}
            and r.provider = t.provider and r.round_id = t.round_id`,
    );
  return transferId;
}
