import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './client.ts';
import { applyDomainSql, readDomainSql } from './domain-sql.ts';

const MIGRATION_LOCK_ID = 7_310_001;
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Next to this module in both layouts: src/db/migrations and, after the build, dist/migrations. */
export const migrationsDir = path.resolve(import.meta.dirname, 'migrations');

const CREATE_RECORD =
  'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())';

/**
 * Applies the ordered SQL files not yet recorded, each in its own transaction under a
 * transaction-level advisory lock, so that several processes starting together apply each
 * file once: the others wait for the lock, then find the file recorded and skip it. One locked
 * transaction first reads what is recorded, so a start with nothing to apply costs one (and one
 * more that finds the functions below unchanged).
 *
 * Then, under the same lock in one transaction, the domains' functions and triggers
 * (`domains/<d>/sql/*.sql`, db/domain-sql.ts): migrations change the schema only, the files
 * define the code, and the files win over any definition a migration left. They come with the
 * real migrations; a test that migrates part of the way (`dir` of its own) gets none unless it
 * asks (`domainSql`). Returns the migrations applied.
 */
export async function migrate(
  database: Database,
  dir = migrationsDir,
  options: { domainSql?: boolean } = {},
): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const recorded = await database.inLockedTransaction(MIGRATION_LOCK_ID, async (tx) => {
    await tx.exec(CREATE_RECORD);
    const rows = await tx.query<{ version: string }>('select version from schema_migrations');
    return new Set(rows.map((row) => row.version));
  });
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (recorded.has(file)) continue;
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    const appliedHere = await database.inLockedTransaction(MIGRATION_LOCK_ID, async (tx) => {
      const done = await tx.query('select 1 from schema_migrations where version = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(text);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
      return true;
    });
    if (appliedHere) newlyApplied.push(file);
  }
  if (options.domainSql ?? dir === migrationsDir) {
    const sqlFiles = await readDomainSql();
    await database.inLockedTransaction(MIGRATION_LOCK_ID, (tx) => applyDomainSql(tx, sqlFiles));
  }
  return newlyApplied;
}
