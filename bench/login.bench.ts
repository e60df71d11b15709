// Login throughput through the whole HTTP stack (autocannon → Fastify → RPC → argon2id verify →
// session, audit) against raw argon2id verifications measured in the same run, with the same
// parameters, the same number of operations in flight and the same libuv thread pool.
// Target: logins reach at least 80% of the raw verification rate.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { measure, printTable } from './support/load.ts';
import { startLale } from './support/servers.ts';

const TARGET_RATIO = 0.8;
// argon2 runs on libuv's pool: both processes get the same pool, sized to the machine's cores
// by default, and as many operations in flight as the pool has threads, times two.
const THREADS = Number(process.env.UV_THREADPOOL_SIZE ?? 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? THREADS * 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 2;
const pool = { UV_THREADPOOL_SIZE: String(THREADS) };

function rawVerifyRate(): number {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support/argon2-verify-rate.ts')],
    {
      env: { ...process.env, ...pool, CONCURRENCY: String(CONCURRENCY), SECONDS: String(SECONDS) },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (result.status !== 0) throw new Error(`argon2 rate failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!).verificationsPerSecond;
}

const lale = await startLale(3311, pool, { fromSource: true });
try {
  const url = `${lale.url}/endpoint/v1`;
  const headers = { 'content-type': 'application/json', panel: 'frontend' };
  const body = JSON.stringify({
    api: { class: 'user', method: 'login' },
    data: { username: 'demo', password: 'Demo1234', Lang: 'tr' },
  });
  const probe = (await (await fetch(url, { method: 'POST', headers, body })).json()) as {
    result: boolean;
  };
  if (!probe.result) throw new Error(`demo login failed: ${JSON.stringify(probe)}`);

  const load = { url, method: 'POST' as const, body, headers, connections: CONCURRENCY };
  await measure({ ...load, label: 'warm-up', durationSeconds: 2 });
  // Alternate the two measurements, so that load from elsewhere on the machine hits both alike.
  const rows = [];
  const rawRates: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    rawRates.push(rawVerifyRate());
    rows.push(await measure({ ...load, label: `user.login #${round}`, durationSeconds: SECONDS }));
  }
  const raw = rawRates.reduce((a, b) => a + b, 0) / ROUNDS;
  const logins = rows.reduce((sum, r) => sum + r.requestsPerSecond, 0) / ROUNDS;

  printTable(rows);
  const ratio = logins / raw;
  console.log(
    `\nthreads ${THREADS}, in flight ${CONCURRENCY}, argon2id m=19456 t=2 p=1, ${ROUNDS} rounds` +
      `\nraw argon2id verify: ${raw.toFixed(1)}/s (${rawRates.map((r) => r.toFixed(1)).join(', ')})` +
      `\nlogin over HTTP:     ${logins.toFixed(1)}/s` +
      `\nlogin / raw = ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET_RATIO * 100}%)`,
  );
  const failures = rows.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  process.exitCode = ratio >= TARGET_RATIO && failures === 0 ? 0 : 1;
} finally {
  await lale.stop();
}
