import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Drizzle over either driver: code above this layer never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in a transaction of `db` (a savepoint when `db` is itself a transaction) and
 * hands it the transaction typed as `Db`: code above this layer never knows which it has.
 */
export async function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = afterCommitQueues.get(db);
  const queue: (() => void)[] = outer ?? [];
  const result = await db.transaction((tx) => {
    // Drizzle types a transaction apart from its database, though it offers the same queries.
    const inner = tx as unknown as Db;
    afterCommitQueues.set(inner, queue);
    return work(inner);
  });
  // A savepoint's callbacks wait for the outermost transaction; a rollback discards them.
  if (!outer) for (const callback of queue.splice(0)) runQuietly(callback);
  return result;
}

const afterCommitQueues = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `callback` once the transaction `db` belongs to has committed (at once outside a
 * transaction), never if it rolls back: live pushes must only announce what is stored.
 */
export function afterCommit(db: Db, callback: () => void): void {
  const queue = afterCommitQueues.get(db);
  if (queue) queue.push(callback);
  else if (isTransaction(db))
    throw new Error('afterCommit needs a transaction from withTransaction');
  else runQuietly(callback);
}

function runQuietly(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('after-commit callback failed', error);
  }
}

/** True inside a transaction: a nested `withTransaction` then runs in a savepoint. */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/** Both drivers' databases, seen as the one dialect `Db`. */
function asDb(database: unknown): Db {
  return database as Db;
}

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction that first takes PostgreSQL's transaction-level advisory
   * lock `lockId`: another process asking for it waits until this transaction ends. Never a
   * session-level lock: behind PgBouncer in transaction mode the next statement may run on
   * another server connection, and a session lock would stay behind on the first. Migrations.
   */
  inLockedTransaction<T>(lockId: number, work: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
  /** The connection pool's state now, for metrics; null on the embedded database (no pool). */
  poolStats(): PoolStats | null;
  /** The embedded database's data folder as an uncompressed tarball (`startFrom`); PGlite only. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** A transaction for SQL files and the bookkeeping around them, below drizzle. */
export interface ScriptTransaction {
  /** Several statements, no parameters (a migration file). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries queued for a connection: the pool is too small or the database too slow. */
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's folder; `memory://` keeps it in memory. */
  dataDir: string;
  poolSize?: number;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`, uncompressed)
   * instead of an empty cluster: the tests' migrated template, which skips initdb.
   */
  startFrom?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.startFrom);
}

async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await fs.mkdir(dataDir, { recursive: true });
  // pg_trgm backs the catalogue's part-of-word search; PGlite loads extensions at start.
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(inMemory && startFrom ? { loadDataDir: startFrom } : {}),
    extensions: { pg_trgm },
  });
  return {
    db: asDb(drizzlePglite({ client, schema })),
    kind: 'pglite',
    // One process owns an embedded database: PGlite runs one transaction at a time anyway.
    inLockedTransaction: (_lockId, work) =>
      client.transaction((tx) =>
        work({
          exec: async (sql) => void (await tx.exec(sql)),
          query: async <T>(sql: string, params?: unknown[]) =>
            (await tx.query<T>(sql, params)).rows,
        }),
      ),
    poolStats: () => null,
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('postgres pool: idle client error', error.message));
  // So must one that is checked out (a transaction between two queries) when PostgreSQL restarts
  // or ends the session: its next query fails instead, and the pool drops it on release.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error('postgres pool: client error', error.message)),
  );
  // BIGINT (int8) arrives as text by default; money columns fit well inside 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  await pool.query('select 1');
  return {
    db: asDb(drizzleNodePg({ client: pool, schema })),
    kind: 'postgres',
    inLockedTransaction: async (lockId, work) => {
      const connection = await pool.connect();
      let broken = false;
      try {
        await connection.query('begin');
        await connection.query('select pg_advisory_xact_lock($1)', [lockId]);
        const result = await work({
          exec: async (sql) => void (await connection.query(sql)),
          query: async <T>(sql: string, params?: unknown[]) =>
            (await connection.query(sql, params)).rows as T[],
        });
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => (broken = true));
        throw error;
      } finally {
        // A connection that could not even roll back is closed, not handed to the next caller.
        connection.release(broken);
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: () => pool.end(),
  };
}

/** The rows of a raw `db.execute` result, whichever driver produced it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
