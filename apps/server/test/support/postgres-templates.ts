import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';

/** Where the run's global setup left the template databases' names (env, so workers inherit). */
const MIGRATED_ENV = 'LALE_TEST_PG_TEMPLATE_MIGRATED';
const SEEDED_ENV = 'LALE_TEST_PG_TEMPLATE_SEEDED';

export interface PostgresTemplates {
  /** Every migration applied, nothing seeded. */
  migrated: string;
  /** Migrated and seeded around the run's start day. */
  seeded: string;
}

/**
 * Builds once per test run two template databases on the PostgreSQL server: each test file then
 * copies one (`CREATE DATABASE … TEMPLATE`) in tens of milliseconds, where replaying every
 * migration and the seed took seconds per file.
 */
export async function buildPostgresTemplates(serverUrl: string): Promise<{
  templates: PostgresTemplates;
  remove: () => Promise<void>;
}> {
  const prefix = `lale_tpl_${randomBytes(4).toString('hex')}`;
  const templates = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  await onServer(serverUrl, (client) => client.query(`create database ${templates.migrated}`));
  await prepareTemplate(serverUrl, templates.migrated, (database) => migrate(database));
  await onServer(serverUrl, (client) =>
    client.query(`create database ${templates.seeded} template ${templates.migrated}`),
  );
  await prepareTemplate(serverUrl, templates.seeded, (database) => seedIfEmpty(database.db));
  process.env[MIGRATED_ENV] = templates.migrated;
  process.env[SEEDED_ENV] = templates.seeded;
  return {
    templates,
    remove: async () => {
      delete process.env[MIGRATED_ENV];
      delete process.env[SEEDED_ENV];
      await onServer(serverUrl, async (client) => {
        for (const name of [templates.seeded, templates.migrated])
          await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/** This run's templates, if its global setup built them (on PostgreSQL only). */
export function postgresTemplates(): PostgresTemplates | undefined {
  const migrated = process.env[MIGRATED_ENV];
  const seeded = process.env[SEEDED_ENV];
  return migrated && seeded ? { migrated, seeded } : undefined;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer(
  serverUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function prepareTemplate(
  serverUrl: string,
  name: string,
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>,
): Promise<void> {
  const database = await openDatabase({
    url: databaseUrl(serverUrl, name),
    dataDir: '',
    poolSize: 1,
  });
  try {
    await work(database);
  } finally {
    await database.close();
  }
  // A template is copied only while nobody is connected to it: wait for pg's goodbye.
  await waitUntilIdle(serverUrl, name);
}

export async function waitUntilIdle(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
