import type { Database } from '../../../../db/client.ts';

/**
 * The tables of the database in which `text` appears anywhere in a row (each row read as its
 * text form): what someone holding a copy of the database, and no key, would find.
 */
export async function tablesContaining(database: Database, text: string): Promise<string[]> {
  return database.inLockedTransaction(0, async (tx) => {
    const tables = await tx.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const found: string[] = [];
    for (const { name } of tables) {
      const rows = await tx.query<{ n: number }>(
        `select count(*)::int as n from "${name}" t where strpos(t::text, $1) > 0`,
        [text],
      );
      if (Number(rows[0]?.n) > 0) found.push(name);
    }
    return found;
  });
}

/** The stored text of the sealed columns of one player, as a query on the database reads it. */
export async function storedColumns(database: Database, uid: number) {
  const [row] = await database.inLockedTransaction(0, (tx) =>
    tx.query<{
      identity_number: string;
      identity_number_index: string | null;
      ga_secret: string | null;
      ga_pending_secret: string | null;
    }>(
      `select identity_number, identity_number_index, ga_secret, ga_pending_secret
         from users where id = $1`,
      [uid],
    ),
  );
  if (!row) throw new Error(`no user ${uid}`);
  return row;
}
