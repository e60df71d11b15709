import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { databaseUrl, onServer, postgresTemplates, waitUntilIdle } from './postgres-templates.ts';

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
  const templates = postgresTemplates();
  // The seeded template is seeded around the run's start day; a file that names its own day
  // seeds a copy of the migrated one.
  const template =
    templates && (options.seed === false || options.now ? templates.migrated : templates.seeded);
  const empty = await createEmptyDatabase(serverUrl, template);
  const database = await openDatabase({ url: empty.url, dataDir: '', poolSize: 5 });
  await prepare(database, options);
  await startPlayerIdsApart(database);
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
 * A new database on the PostgreSQL server `serverUrl`, without schema or copied from
 * `template`; `drop` removes it once every handle opened on it is closed.
 */
export async function createEmptyDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lale_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      // pg's pool.end() resolves before its sockets close; a forced drop would then kill
      // connections that are still saying goodbye and surface as unhandled errors.
      await waitUntilIdle(serverUrl, name);
      await onServer(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function prepare(database: Database, options: { seed?: boolean; now?: Date }): Promise<void> {
  await migrate(database);
  if (options.seed !== false) await seedIfEmpty(database.db, options.now);
}

/**
 * Copies of one template would number their new players alike, and a worker runs many files in
 * one process: a per-process cache keyed by player id (the declared country, say) would then
 * carry one file's player into the next. Each copy numbers its players from its own start.
 */
async function startPlayerIdsApart(database: Database): Promise<void> {
  const start = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  await database.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${start})`);
}
