import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ScriptTransaction } from './client.ts';

/**
 * Every database function and trigger is defined once, in a file of its own under the domain
 * that owns it: `domains/<domain>/sql/<function>.sql`, holding `create or replace function` and
 * the `create or replace trigger`s that call it (db/migrations/README.md). Beside the domains in
 * the source tree (src/domains, seen from src/db); after the build, dist/domains (build.mjs
 * copies the files there, beside the bundle).
 */
export const domainsDir = [
  path.resolve(import.meta.dirname, 'domains'),
  path.resolve(import.meta.dirname, '..', 'domains'),
].find((dir) => existsSync(dir));

export interface DomainSqlFile {
  /** From the domains folder: `wallet/sql/seamless_bet.sql`. */
  name: string;
  text: string;
}

const SQL_FILE = /^[a-z0-9_]+\.sql$/;

/** The files of every `<domain>/sql` folder, in their stable order: by domain, then by name. */
export async function readDomainSql(dir = domainsDir): Promise<DomainSqlFile[]> {
  if (!dir) throw new Error('domain SQL: no domains folder beside db/ (nor dist/domains)');
  const files: DomainSqlFile[] = [];
  for (const domain of (await fs.readdir(dir, { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  )) {
    const sqlDir = path.join(dir, domain.name, 'sql');
    if (!existsSync(sqlDir)) continue;
    for (const file of await fs.readdir(sqlDir)) {
      if (!SQL_FILE.test(file)) continue;
      files.push({
        name: `${domain.name}/sql/${file}`,
        text: await fs.readFile(path.join(sqlDir, file), 'utf8'),
      });
    }
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // Applying none would leave whatever the database held: a broken build, never a choice.
  if (files.length === 0) throw new Error(`domain SQL: no files under ${dir}/*/sql`);
  return files;
}

/** What the files say, as one value: a change of any file, its name or the set changes it. */
export function digestOf(files: DomainSqlFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.name}\0${file.text}\0`);
  return hash.digest('hex');
}

const CREATE_RECORD = `create table if not exists schema_functions (
  id boolean primary key default true check (id),
  digest text not null,
  last_migration text,
  applied_at timestamptz not null default now()
)`;

/**
 * Brings the database's functions and triggers to the files, in `tx` (the migrations' locked
 * transaction, after every migration). Skipped when the files are those last applied and no
 * migration ran since (`schema_functions` records the files' digest and the last migration):
 * an ordinary restart then takes no lock on the triggers' tables, where `create or replace
 * trigger` would hold ledger_transfers against every bet until the transaction ends. Returns the
 * files applied, [] when skipped.
 */
export async function applyDomainSql(
  tx: ScriptTransaction,
  files: DomainSqlFile[],
  options: { force?: boolean } = {},
): Promise<string[]> {
  await tx.exec(CREATE_RECORD);
  const digest = digestOf(files);
  const [lastMigration] = await tx.query<{ version: string | null }>(
    'select max(version) as version from schema_migrations',
  );
  const [recorded] = await tx.query<{ digest: string; last_migration: string | null }>(
    'select digest, last_migration from schema_functions',
  );
  if (
    !options.force &&
    recorded?.digest === digest &&
    recorded.last_migration === (lastMigration?.version ?? null)
  )
    return [];
  await applyInOrder(tx, files);
  await tx.query(
    `insert into schema_functions (id, digest, last_migration, applied_at)
       values (true, $1, $2, now())
     on conflict (id) do update set digest = excluded.digest,
       last_migration = excluded.last_migration, applied_at = excluded.applied_at`,
    [digest, lastMigration?.version ?? null],
  );
  return files.map((file) => file.name);
}

/**
 * The order rule: files run in name order (domain, then file), each in a savepoint; a file that
 * fails (a SQL-language function whose body names a function of a later file: PostgreSQL checks
 * such bodies at creation, PL/pgSQL bodies only when called) is retried after the others, pass
 * after pass while one succeeds. A file that still fails when no other can make progress fails
 * the start with its name and error, and the transaction leaves the database as it was.
 */
async function applyInOrder(tx: ScriptTransaction, files: DomainSqlFile[]): Promise<void> {
  let pending = files;
  while (pending.length > 0) {
    const failed: { file: DomainSqlFile; error: unknown }[] = [];
    for (const file of pending) {
      await tx.exec('savepoint domain_sql_file');
      try {
        await tx.exec(file.text);
        await tx.exec('release savepoint domain_sql_file');
      } catch (error) {
        await tx.exec('rollback to savepoint domain_sql_file');
        failed.push({ file, error });
      }
    }
    if (failed.length === pending.length) {
      const [first] = failed;
      const message = first!.error instanceof Error ? first!.error.message : String(first!.error);
      throw new Error(`domain SQL ${first!.file.name}: ${message}`, { cause: first!.error });
    }
    pending = failed.map(({ file }) => file);
  }
}
