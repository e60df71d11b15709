import { sql } from 'drizzle-orm';
import { rowsOf, withTransaction, type Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { definitionsRepository as definitions } from './definitions.repository.ts';
import { playerBonusesRepository as bonuses } from './player-bonuses.repository.ts';

/**
 * Closes the player's wagering bonus with `status` in one transaction: `bonus_close` (migration
 * 0047) moves what the bonus account holds back to the house, keyed by the bonus, and closes the
 * row. Returns the amount moved, or null when no bonus was wagering.
 */
async function closeWagering(
  db: Db,
  userId: number,
  status: 'expired' | 'forfeited',
  when: (tx: Db, bonus: { definitionId: number; expiresAt: Date }) => Promise<boolean>,
): Promise<number | null> {
  return withTransaction(db, async (tx) => {
    const bonus = await bonuses.lockWagering(tx, userId);
    // The check reads inside the transaction: on PGlite's one connection a read beside it waits
    // for the transaction's end, which waits for the read.
    if (!bonus || !(await when(tx, bonus))) return null;
    const [row] = rowsOf<{ moved: string | number }>(
      await tx.execute(
        sql`select bonus_close(b, ${status}) as moved from player_bonuses b where b.id = ${bonus.id}`,
      ),
    );
    return Number(row!.moved);
  });
}

/**
 * A withdrawal request forfeits a wagering bonus whose definition says so, once the player has
 * accepted losing it (issue 38). Not accepted: refused with the bonus's name and what its
 * account holds, read under the bonus's lock, so the player is never told a stale amount and
 * no bonus granted meanwhile is forfeited unannounced.
 */
export function forfeitOnWithdrawal(
  db: Db,
  userId: number,
  { accepted }: { accepted: boolean },
): Promise<number | null> {
  return closeWagering(db, userId, 'forfeited', async (tx, bonus) => {
    const definition = await definitions.find(tx, bonus.definitionId);
    if (!definition?.forfeitOnWithdrawal) return false;
    if (accepted) return true;
    throw refusals.conflict('withdrawal_forfeits_bonus', undefined, {
      bonusName: { tr: definition.name.tr, en: definition.name.en },
      bonusAmount: await bonuses.heldBonus(tx, userId),
    });
  });
}

/** Expires the wagering bonuses whose time is up (the scheduler's step); returns how many. */
export async function expireDue(db: Db, now: Date, batch = 100): Promise<number> {
  const due = rowsOf<{ user_id: number }>(
    await db.execute(
      sql`select user_id from player_bonuses
          where status = 'wagering' and expires_at <= ${now.toISOString()}::timestamptz
          order by expires_at limit ${batch}`,
    ),
  );
  let expired = 0;
  for (const { user_id } of due) {
    const moved = await closeWagering(db, Number(user_id), 'expired', async (_tx, bonus) =>
      Promise.resolve(bonus.expiresAt <= now),
    );
    if (moved !== null) expired++;
  }
  return expired;
}
