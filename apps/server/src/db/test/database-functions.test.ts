import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, ScriptTransaction } from '../client.ts';
import { applyDomainSql, readDomainSql, type DomainSqlFile } from '../domain-sql.ts';
import { migrate, migrationsDir } from '../migrate.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';

/**
 * The domains' SQL files are the one place where the database's functions and triggers are
 * defined (db/migrations/README.md). The rule checked here: the database holds exactly the
 * functions and triggers the files define, each exactly as its file defines it, and no
 * migration after 0068 (the ones up to it are history) creates a function or a trigger.
 */
const LAST_MIGRATION_WITH_CODE = 68;

let database: Database;
let drop: () => Promise<void>;
let files: DomainSqlFile[];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: false }));
  files = await readDomainSql();
});
afterAll(() => drop());

/** Runs `work` in a transaction that is always rolled back. */
async function rolledBack<T>(work: (tx: ScriptTransaction) => Promise<T>): Promise<T> {
  const undo = new Error('rolled back on purpose');
  let result: T | undefined;
  await database
    .inLockedTransaction(0, async (tx) => {
      result = await work(tx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return result as T;
}

/** Every function (not an extension's) and trigger of the public schema, with its definition. */
async function catalogue(tx: ScriptTransaction): Promise<Map<string, string>> {
  const rows = await tx.query<{ key: string; definition: string }>(`
    select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
        pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || c.relname || '.' || t.tgname,
        pg_get_triggerdef(t.oid) || ' (enabled: ' || t.tgenabled::text || ')'
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = 'public'`);
  return new Map(rows.map((row) => [row.key, row.definition]));
}

/** What applying the files again would change: the objects whose definition then differs. */
async function differencesFromFiles(tx: ScriptTransaction): Promise<string[]> {
  const before = await catalogue(tx);
  await applyDomainSql(tx, files, { force: true });
  const after = await catalogue(tx);
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => before.get(key) !== after.get(key))
    .sort();
}

const withoutComments = (text: string) => text.replace(/--[^\n]*/g, '');

/** What each file declares: its function (named as the file) and the triggers that run it. */
function declared(file: DomainSqlFile): { functions: string[]; triggers: string[] } {
  const text = withoutComments(file.text);
  return {
    functions: [...text.matchAll(/create\s+or\s+replace\s+function\s+(\w+)\s*\(/gi)].map(
      (match) => match[1]!,
    ),
    triggers: [
      ...text.matchAll(/create\s+or\s+replace\s+trigger\s+(\w+)\s[\s\S]*?\son\s+(\w+)/gi),
    ].map((match) => `${match[2]}.${match[1]}`),
  };
}

/** A migration that defines code: a function, procedure or trigger created or replaced. */
const definesCode = (text: string) =>
  /\bcreate\s+(or\s+replace\s+)?(constraint\s+)?(function|procedure|trigger)\b/i.test(
    withoutComments(text),
  );

describe('the database functions and triggers, defined once in domains/*/sql', () => {
  it('gives each function a file of its own, with the triggers that run it', () => {
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const { functions, triggers } = declared(file);
      expect(functions, file.name).toEqual([path.basename(file.name, '.sql')]);
      const runs = [
        ...withoutComments(file.text).matchAll(/execute\s+(?:function|procedure)\s+(\w+)/gi),
      ];
      expect(
        runs.map((match) => match[1]),
        file.name,
      ).toEqual(triggers.map(() => functions[0]));
    }
  });

  it('holds exactly the functions and triggers the files define, no more, no fewer', async () => {
    const inDatabase = await rolledBack(catalogue);
    const names = (prefix: string) =>
      [...inDatabase.keys()]
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length).replace(/\(.*$/, ''))
        .sort();
    const fromFiles = files.map(declared);
    // One function per name: a changed signature leaves no old overload behind.
    expect(names('function ')).toEqual(fromFiles.flatMap((file) => file.functions).sort());
    expect(names('trigger ')).toEqual(fromFiles.flatMap((file) => file.triggers).sort());
    // The ledger's triggers above all: what a bet's transaction runs besides the transfer.
    expect(names('trigger ledger_transfers.').length).toBeGreaterThanOrEqual(11);
  });

  it('holds each function and trigger exactly as its file defines it', async () => {
    expect(await rolledBack(differencesFromFiles)).toEqual([]);
    // And the comparison sees a definition that is not the file's.
    const tampered = await rolledBack(async (tx) => {
      await tx.exec(`create or replace function report_day(p_at timestamptz) returns date
        language sql immutable as $$ select (p_at at time zone 'UTC')::date $$`);
      await tx.exec('alter table ledger_transfers disable trigger rg_limits_guard');
      return differencesFromFiles(tx);
    });
    expect(tampered).toEqual([
      'function report_day(p_at timestamp with time zone)',
      'trigger ledger_transfers.rg_limits_guard',
    ]);
  });

  it('keeps function and trigger definitions out of the migrations after 0068', async () => {
    expect(definesCode('create or replace function seamless_bet(p text) returns void')).toBe(true);
    expect(definesCode('CREATE TRIGGER t AFTER INSERT ON ledger_transfers')).toBe(true);
    expect(definesCode('-- seamless_bet: create or replace function lives in its file')).toBe(
      false,
    );
    expect(definesCode('drop function sport_place_coupon(jsonb, jsonb, text, jsonb);')).toBe(false);
    const newer = (await fs.readdir(migrationsDir)).filter(
      (name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) > LAST_MIGRATION_WITH_CODE,
    );
    for (const name of newer) {
      const text = await fs.readFile(path.join(migrationsDir, name), 'utf8');
      expect(
        definesCode(text),
        `${name} defines a function or trigger: put it in domains/<domain>/sql/<function>.sql`,
      ).toBe(false);
    }
  });

  it('brings a database left by older code to the files at the next start', async () => {
    // Older code kept no record of the files, and a migration redefined a function.
    await database.inLockedTransaction(0, async (tx) => {
      await tx.exec('drop table schema_functions');
      await tx.exec(`create or replace function report_day(p_at timestamptz) returns date
        language sql immutable as $$ select (p_at at time zone 'UTC')::date $$`);
    });
    expect(await rolledBack(differencesFromFiles)).toEqual([
      'function report_day(p_at timestamp with time zone)',
    ]);
    expect(await migrate(database)).toEqual([]);
    expect(await rolledBack(differencesFromFiles)).toEqual([]);
  });

  it('applies the files again only when they or the migrations changed since', async () => {
    const appliedAt = async () =>
      (
        await rolledBack((tx) =>
          tx.query<{ at: string }>('select applied_at::text as at from schema_functions'),
        )
      )[0]!.at;
    const first = await appliedAt();
    await migrate(database);
    expect(await appliedAt()).toBe(first);
    // A migration applied since the files were: they are applied again after it.
    await database.inLockedTransaction(0, (tx) =>
      tx.exec(`update schema_functions set last_migration = '0001_earlier.sql'`),
    );
    await migrate(database);
    expect(await appliedAt()).not.toBe(first);
  });

  it('applies a file that needs a later one after it, and refuses a broken file by name', async () => {
    const file = (name: string, text: string): DomainSqlFile => ({ name, text });
    // A SQL-language body is checked at creation: a_first needs z_last, which sorts after it.
    const needing = [
      file(
        'a/sql/a_first.sql',
        'create or replace function a_first() returns int language sql as $$ select z_last() $$;',
      ),
      file(
        'z/sql/z_last.sql',
        'create or replace function z_last() returns int language sql as $$ select 7 $$;',
      ),
    ];
    expect(
      await rolledBack(async (tx) => {
        await applyDomainSql(tx, needing, { force: true });
        return tx.query<{ n: number }>('select a_first() as n');
      }),
    ).toEqual([{ n: 7 }]);

    const broken = [
      ...needing,
      file('m/sql/m_broken.sql', 'create or replace function m_broken() returns int as $$'),
    ];
    await expect(rolledBack((tx) => applyDomainSql(tx, broken, { force: true }))).rejects.toThrow(
      /^domain SQL m\/sql\/m_broken\.sql: /,
    );
  });
});
