import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.ts';
import { migrate, migrationsDir } from '../../src/db/migrate.ts';
import { checkLedger } from '../../src/domains/wallet/check-ledger.ts';
import { prepareDatabase } from '../../src/open-database.ts';
import { createEmptyDatabase } from '../support/test-database.ts';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 4;

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number | string }>(await database.db.execute(query))[0]!.n);

describe.skipIf(!serverUrl)('several processes starting at once on one PostgreSQL', () => {
  it('apply each migration once, seed once, and leave no advisory lock behind', async () => {
    const empty = await createEmptyDatabase(serverUrl!);
    // Each its own pool, as separate processes have.
    const processes = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        openDatabase({ url: empty.url, dataDir: '', poolSize: 3 }),
      ),
    );
    try {
      const files = (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql'));
      const applied = await Promise.all(processes.map((database) => migrate(database)));
      // Every file applied by exactly one process; the others waited and found it recorded.
      expect(applied.flat().sort()).toEqual([...files].sort());
      const [first] = processes;
      expect(await count(first!, sql`select count(*) as n from schema_migrations`)).toBe(
        files.length,
      );

      await Promise.all(
        processes.map((database) => prepareDatabase(database, { seedDemoData: true, env: 'test' })),
      );
      expect(
        await count(first!, sql`select count(*) as n from users where username = 'demo'`),
      ).toBe(1);
      expect(
        await count(
          first!,
          sql`select count(*) as n from ledger_transfers where kind = 'demo_grant'`,
        ),
      ).toBe(1);
      expect((await checkLedger(first!.db)).violations).toEqual([]);

      // Session-level locks would stay held on their server connection behind PgBouncer.
      expect(
        await count(first!, sql`select count(*) as n from pg_locks where locktype = 'advisory'`),
      ).toBe(0);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await empty.drop();
    }
  });
});
