import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client.ts';

const MIGRATION_LOCK_ID = 7_310_001;
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Next to this module in both layouts: src/db/migrations and, after the build, dist/migrations. */
export const migrationsDir = path.resolve(import.meta.dirname, 'migrations');

/**
 * Applies the ordered SQL files not yet recorded, each in its own transaction, under a lock so
 * that several processes starting together apply each file once.
 */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return database.withExclusiveLock(MIGRATION_LOCK_ID, async () => {
    await database.execScript(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const result = await database.db.execute(sql`select version from schema_migrations`);
    const applied = new Set(rowsOf<{ version: string }>(result).map((row) => row.version));
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      const escaped = file.replace(/'/g, "''");
      await database.execScript(
        `begin;\n${text}\ninsert into schema_migrations (version) values ('${escaped}');\ncommit;`,
      );
      newlyApplied.push(file);
    }
    return newlyApplied;
  });
}
