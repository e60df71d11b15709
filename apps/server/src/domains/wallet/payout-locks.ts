import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { houseFor, ownerOf, playerCash, type AccountRef } from './accounts.ts';

/**
 * Locks these players' cash accounts and their house shards in one statement, in account-id
 * order (the order every ledger writer locks in), for a caller about to pay several players in
 * one transaction (a sportsbook event's settlement). Taken one payment at a time, two such
 * transactions paying the same players in different orders could each hold an account the
 * other waits for; taken all at once in id order, one waits for the other before holding any.
 */
export async function lockPayees(tx: Db, playerIds: readonly number[]): Promise<void> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return;
  const refs: AccountRef[] = [
    ...ids.map(playerCash),
    ...new Map(ids.map((id) => [ownerOf(houseFor(id)), houseFor(id)])).values(),
  ];
  const pairs = refs.map((ref) => sql`(${ref.kind}, ${ownerOf(ref)})`);
  await tx.execute(sql`select 1 from ledger_accounts where (kind, owner) in (${sql.join(pairs, sql`, `)})
    order by id for update`);
}
