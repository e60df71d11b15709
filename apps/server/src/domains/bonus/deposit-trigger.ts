import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { Refusal } from '../../platform/refusal.ts';
import {
  definitionsRepository as definitions,
  isLive,
  type Definition,
} from './definitions.repository.ts';
import { grantBonus } from './grant.ts';
import type { PlayerBonus } from './player-bonuses.repository.ts';
import { DEPOSIT_TRIGGERS } from './promotion-code.ts';

/**
 * A confirmed deposit earns every live deposit definition it qualifies for (minimum, method,
 * first deposit, opt-in by code, claim or the code given with this deposit), in the deposit's
 * transaction. A second wagering
 * bonus while one wagers is skipped, not an error: the deposit stands.
 */
export async function grantForDeposit(
  db: Db,
  deposit: { id: number; userId: number; amount: number; methodId: number },
  now: Date,
): Promise<PlayerBonus[]> {
  const granted: PlayerBonus[] = [];
  for (const definition of await definitions.withTrigger(db, DEPOSIT_TRIGGERS)) {
    if (!(await qualifies(db, definition, deposit, now))) continue;
    try {
      const bonus = await grantBonus(db, {
        userId: deposit.userId,
        definition,
        base: deposit.amount,
        earnedBy: `cashier:${deposit.id}`,
        now,
      });
      if (bonus) granted.push(bonus);
    } catch (error) {
      if (!(error instanceof Refusal && error.code === 'bonus_one_at_a_time')) throw error;
    }
  }
  return granted;
}

async function qualifies(
  db: Db,
  definition: Definition,
  deposit: { id: number; userId: number; amount: number; methodId: number },
  now: Date,
): Promise<boolean> {
  if (!isLive(definition, now) || deposit.amount < definition.minDeposit) return false;
  if (definition.eligibleMethods && !definition.eligibleMethods.includes(deposit.methodId))
    return false;
  if (definition.optInCode && !(await optedIn(db, deposit, definition))) return false;
  if (definition.trigger === 'first_deposit' && (await depositCount(db, deposit.userId)) > 1)
    return false;
  return true;
}

/**
 * By the claim button, by the code later, by the code given at registration, or by the code
 * given with this deposit (deposit-codes.ts).
 */
async function optedIn(
  db: Db,
  deposit: { id: number; userId: number },
  definition: Definition,
): Promise<boolean> {
  const { id, userId } = deposit;
  const result = await db.execute(
    sql`select 1 from bonus_opt_ins where user_id = ${userId} and definition_id = ${definition.id}
        union all
        select 1 from users where id = ${userId}
          and upper(trim(promotion_code)) = ${definition.optInCode}
        union all
        select 1 from bonus_deposit_codes
          where request_id = ${id} and definition_id = ${definition.id}`,
  );
  return rowsOf(result).length > 0;
}

/** Deposits credited to the player so far (on confirmation: this one included). */
export async function depositCount(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(
      sql`select count(*) as n from ledger_transfers t
          join ledger_accounts a on a.id = t.credit_account_id
          where a.kind = 'player_cash' and a.owner = ${String(userId)} and t.kind = 'deposit'
            and t.status = 'posted'`,
    ),
  );
  return Number(row?.n ?? 0);
}
