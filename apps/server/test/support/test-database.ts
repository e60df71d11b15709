import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed/seed.ts';

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
export async function createTestDatabase(options: { seed?: boolean; now?: Date } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await prepare(database, options);
    return { database, drop: () => database.close() };
  }
  const name = `lale_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 5 });
  await prepare(database, options);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function prepare(database: Database, options: { seed?: boolean; now?: Date }): Promise<void> {
  await migrate(database);
  if (options.seed !== false) await seedIfEmpty(database.db, options.now);
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
