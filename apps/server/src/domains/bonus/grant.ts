import { sql } from 'drizzle-orm';
import { rowsOf, withTransaction, type Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { houseFor, transfer } from '../wallet/api.ts';
import type { Definition } from './definitions.repository.ts';
import { toPlayerBonus, type PlayerBonus } from './player-bonuses.repository.ts';

const DAY_MS = 86_400_000;

/** What a base amount (a deposit, a week's loss) earns: the percentage, at most the cap. */
export const bonusAmount = (definition: Definition, base: number) =>
  Math.min(Math.floor((base * definition.percentage) / 100), definition.cap);

/**
 * The source a grant is unique by: a once-per-player definition grants once whatever earned it.
 * Retries of the same deposit or week find the first grant.
 */
export const grantSource = (definition: Definition, earnedBy: string) =>
  definition.oncePerPlayer ? 'once' : earnedBy;

/**
 * Grants `definition` to the player for `base`, in one transaction: the grant row and its
 * ledger transfer from the player's house shard (into the bonus account while it wagers, into
 * cash when the definition has no wagering). Null when nothing is owed or it was granted before
 * for this source. Refuses a second wagering bonus (`bonus_one_at_a_time`): one wagers at a time.
 */
export async function grantBonus(
  db: Db,
  input: { userId: number; definition: Definition; base: number; earnedBy: string; now: Date },
): Promise<PlayerBonus | null> {
  const { userId, definition, now } = input;
  const amount = bonusAmount(definition, input.base);
  if (amount <= 0) return null;
  const wagering = definition.wageringMultiple > 0;
  return withTransaction(db, async (tx) => {
    const row = await insertGrant(tx, {
      userId,
      definitionId: definition.id,
      status: wagering ? 'wagering' : 'paid',
      amount,
      required: wagering ? amount * definition.wageringMultiple : 0,
      source: grantSource(definition, input.earnedBy),
      now,
      expiresAt: new Date(now.getTime() + definition.expiryDays * DAY_MS),
    });
    if (!row) return null;
    await transfer(tx, {
      debit: houseFor(userId),
      credit: wagering ? { kind: 'player_bonus', userId } : { kind: 'player_cash', userId },
      amount,
      kind: 'bonus_grant',
      reference: `bonus:${row.id}`,
      idempotencyKey: `bonus:grant:${row.id}`,
    });
    return row;
  });
}

async function insertGrant(
  tx: Db,
  g: {
    userId: number;
    definitionId: number;
    status: 'wagering' | 'paid';
    amount: number;
    required: number;
    source: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<PlayerBonus | null> {
  try {
    // A savepoint: the one-wagering index's refusal must leave the caller's transaction usable.
    return await withTransaction(tx, async (inner) => {
      const result = await inner.execute(
        sql`insert into player_bonuses (user_id, definition_id, status, amount, required, source,
              granted_at, expires_at)
            values (${g.userId}, ${g.definitionId}, ${g.status}, ${g.amount}, ${g.required},
              ${g.source}, ${g.now.toISOString()}::timestamptz, ${g.expiresAt.toISOString()}::timestamptz)
            on conflict (definition_id, user_id, source) do nothing
            returning *`,
      );
      const row = rowsOf<Record<string, unknown>>(result)[0];
      return row ? toPlayerBonus(row) : null;
    });
  } catch (error) {
    if (isOneWageringViolation(error)) throw refusals.conflict('bonus_one_at_a_time');
    throw error;
  }
}

function isOneWageringViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const { code, constraint } = e as Error & { code?: string; constraint?: string };
    if (code === '23505')
      return `${constraint ?? ''} ${e.message}`.includes('player_bonuses_one_wagering');
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
