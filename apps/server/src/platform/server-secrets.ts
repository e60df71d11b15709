import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { newSecret } from './secrets.ts';

/**
 * A server secret by name, made on first use and kept in the database: every process and every
 * restart signs with the same key. Of processes starting together, the first insert wins; the
 * read that follows it sees the winner's key whichever process it is.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db.execute(sql`
    insert into server_secrets (name, secret) values (${name}, ${newSecret()})
    on conflict (name) do nothing`);
  const result = await db.execute(sql`select secret from server_secrets where name = ${name}`);
  const row = rowsOf<{ secret: string }>(result)[0];
  if (!row) throw new Error(`server secret ${name} is missing`);
  return row.secret;
}
