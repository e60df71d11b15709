import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Definition } from './definitions.repository.ts';
import { depositCount } from './deposit-trigger.ts';
import { playerBonusesRepository as bonuses } from './player-bonuses.repository.ts';
import { codeRefusal, liveDefinitionOfCode } from './promotion-code.ts';

export interface CodedDeposit {
  userId: number;
  methodId: number;
  amount: number;
}

/**
 * A promotion code given with a deposit request, checked before the request is stored: the
 * definition live, the method and amount eligible, and the player still able to earn it (not
 * granted before when once per player, no first deposit made for a first-deposit bonus, no
 * other bonus wagering for one with wagering). Refusals are localised, on the code's field.
 */
export async function checkDepositCode(
  db: Db,
  deposit: CodedDeposit,
  code: string,
  now: Date,
): Promise<Definition> {
  const definition = await liveDefinitionOfCode(db, code, now);
  if (definition.eligibleMethods && !definition.eligibleMethods.includes(deposit.methodId))
    throw codeRefusal('promotion_code_wrong_method');
  if (deposit.amount < definition.minDeposit) throw codeRefusal('promotion_code_below_minimum');
  if (definition.oncePerPlayer && (await bonuses.hasAny(db, deposit.userId, definition.id)))
    throw codeRefusal('bonus_already_claimed');
  if (definition.trigger === 'first_deposit' && (await depositCount(db, deposit.userId)) > 0)
    throw codeRefusal('promotion_code_first_deposit_only');
  if (
    definition.wageringMultiple > 0 &&
    (await bonuses.ofPlayer(db, deposit.userId)).some((b) => b.status === 'wagering')
  )
    throw codeRefusal('bonus_one_at_a_time');
  return definition;
}

/** Keeps the code's definition beside the request; the deposit trigger reads it on confirmation. */
export async function keepDepositCode(
  db: Db,
  requestId: number,
  definition: Definition,
): Promise<void> {
  await db.execute(
    sql`insert into bonus_deposit_codes (request_id, definition_id)
        values (${requestId}, ${definition.id}) on conflict (request_id) do nothing`,
  );
}
