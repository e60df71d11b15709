import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { HOUSE, playerCash } from './accounts.ts';
import { transfer } from './ledger.ts';

/** 10,000.00 TL. */
export const DEMO_STARTING_BALANCE = 1_000_000;

/** Gives the demo player its starting balance from the house, once whatever the re-seeds. */
export async function grantDemoBalance(db: Db, username = 'demo'): Promise<boolean> {
  const [player] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where lower(username) = ${username}`),
  );
  if (!player) return false;
  const outcome = await transfer(db, {
    debit: HOUSE,
    credit: playerCash(player.id),
    amount: DEMO_STARTING_BALANCE,
    kind: 'demo_grant',
    reference: username,
    idempotencyKey: `demo_grant:${username}`,
  });
  return !outcome.replayed;
}
