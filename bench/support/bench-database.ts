import pg from 'pg';

/** The PostgreSQL server benchmarks run on: BENCH_DATABASE_URL, else this machine's. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database for one benchmark run, and its removal. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lale_bench_${process.pid}_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
