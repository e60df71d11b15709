import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { pgliteTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
export async function createTestDatabase(options: { seed?: boolean; now?: Date } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The database's URL on the PostgreSQL server; undefined on PGlite. */
  url?: string;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({
      dataDir: 'memory://',
      startFrom: await pgliteTemplate(),
    });
    await prepare(database, options);
    return { database, drop: () => database.close() };
  }
  const empty = await createEmptyDatabase(serverUrl);
  const database = await openDatabase({ url: empty.url, dataDir: '', poolSize: 5 });
  await prepare(database, options);
  return {
    database,
    url: empty.url,
    drop: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A new database without schema on the PostgreSQL server `serverUrl`; `drop` removes it once
 * every handle opened on it is closed.
 */
export async function createEmptyDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lale_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      // pg's pool.end() resolves before its sockets close; a forced drop would then kill
      // connections that are still saying goodbye and surface as unhandled errors.
      admin(serverUrl, async (client) => {
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

async function prepare(database: Database, options: { seed?: boolean; now?: Date }): Promise<void> {
  await migrate(database);
  if (options.seed !== false) await seedIfEmpty(database.db, options.now);
}

async function admin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
