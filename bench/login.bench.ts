// Login throughput through the whole HTTP stack (autocannon → Fastify → RPC → argon2id verify →
// session, audit) against raw argon2id verifications measured in the same run, with the same
// parameters, the same number of operations in flight and the same libuv thread pool.
// Target: logins reach at least 80% of the raw verification rate.
// The server runs on PostgreSQL (BENCH_DATABASE_URL, else this machine's), as in production;
// BENCH_PGLITE=1 runs it on the embedded PGlite, whose WASM engine shares the event loop.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { measureEach, printTable, type LoadResult } from './support/load.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { startRawVerifier } from './support/raw-verifier.ts';
import { REPO_ROOT, startLale } from './support/servers.ts';

const TARGET_RATIO = 0.8;
// argon2 runs on libuv's pool, so both processes get the same pool and the same operations in
// flight (four per thread, so the pool never waits between two logins). By default the pool has
// all cores but one: the raw figure then uses those cores alone, and the login stack has the
// last core for its event loop, PostgreSQL and the load generator. With UV_THREADPOOL_SIZE equal
// to the cores, argon2 and the rest of the stack compete for the same CPU (see the report).
const THREADS = Number(process.env.UV_THREADPOOL_SIZE ?? Math.max(1, os.cpus().length - 1));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? THREADS * 4);
const ROUNDS = 5;
const ROUND_SECONDS = 3;
const pool = { UV_THREADPOOL_SIZE: String(THREADS) };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// A fresh build (about a second), so the measured server is the code in the tree.
const build = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(REPO_ROOT, 'apps/server'),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('server build failed');
const database = process.env.BENCH_PGLITE ? undefined : await createBenchDatabase();
const lale = await startLale(3341, database ? { ...pool, DATABASE_URL: database.url } : pool);
const raw = await startRawVerifier({ ...pool, CONCURRENCY: String(CONCURRENCY) });
try {
  const url = `${lale.url}/endpoint/v1`;
  const headers = { 'content-type': 'application/json', panel: 'frontend' };
  const body = JSON.stringify({
    api: { class: 'user', method: 'login' },
    data: { username: 'demo', password: 'Demo1234', Lang: 'tr' },
  });
  // Each connection is a browser that has signed in before and sends its device cookie, as a
  // returning player does: many logins in flight at once on one account from devices it has
  // never seen are what the login throttle slows down.
  const connectionHeaders: Record<string, string>[] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const response = await fetch(url, { method: 'POST', headers, body });
    const probe = (await response.json()) as { result: boolean };
    if (!probe.result) throw new Error(`demo login failed: ${JSON.stringify(probe)}`);
    const device = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('lale_dev='));
    if (!device) throw new Error('the login set no device cookie');
    connectionHeaders.push({ cookie: device });
  }

  const load = { url, method: 'POST' as const, body, headers };
  await measureEach({ ...load, label: 'warm-up', durationSeconds: 2 }, connectionHeaders);
  // Short alternating rounds, each login round paired with the raw round just before it:
  // the machine is shared, and its load drifts more between minutes than between seconds.
  const rows: LoadResult[] = [];
  const rawRates: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    rawRates.push(await raw.measure(ROUND_SECONDS * 1000));
    rows.push(
      await measureEach(
        { ...load, label: `user.login #${round}`, durationSeconds: ROUND_SECONDS },
        connectionHeaders,
      ),
    );
  }
  printTable(rows);
  const ratio = median(rows.map((row, i) => row.requestsPerSecond / rawRates[i]!));
  console.log(
    `\n${database ? 'PostgreSQL' : 'PGlite'}, threads ${THREADS}, in flight ${CONCURRENCY}, argon2id m=19456 t=2 p=1, ${ROUNDS} rounds` +
      `\nraw argon2id verify/s: ${rawRates.map((r) => r.toFixed(1)).join(', ')} (median ${median(rawRates).toFixed(1)})` +
      `\nlogin/s over HTTP:     ${rows.map((r) => r.requestsPerSecond).join(', ')} (median ${median(rows.map((r) => r.requestsPerSecond))})` +
      `\nmachine load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores (other work skews both)` +
      `\nlogin / raw (median of paired rounds) = ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET_RATIO * 100}%)`,
  );
  const failures = rows.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  process.exitCode = ratio >= TARGET_RATIO && failures === 0 ? 0 : 1;
} finally {
  raw.stop();
  // autocannon leaves logins in flight; let them finish before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await lale.stop();
  await database?.drop();
}
