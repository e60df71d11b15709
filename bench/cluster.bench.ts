// issue 19: one server process against two behind HAProxy (the configuration of `npm run
// cluster`, scripts/haproxy-config.mjs) on casino games_list. Three ways in to the same data:
// process 1 direct, process 1 behind the proxy, and processes 1 and 2 behind the proxy.
// On a 2-core machine two processes cannot double the rate (autocannon, the proxy and
// PostgreSQL share the cores); the figure that matters is the proxy's cost: under 15% of the
// direct rate, and no errors. Bets (studio spins) are not measured here yet.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measure, printTable, type LoadResult } from './support/load.ts';
import { REPO_ROOT, startLale } from './support/servers.ts';

const TARGET_OVERHEAD = 0.15;
const ROUNDS = 3;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const headers = { 'content-type': 'application/json', panel: 'frontend' };
const body = JSON.stringify({
  api: { class: 'casino', method: 'games_list' },
  data: { Lang: 'tr', categoryID: 27, limit: 48, offset: 0 },
});

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const { haproxyConfig } = (await import(path.join(REPO_ROOT, 'scripts/haproxy-config.mjs'))) as {
  haproxyConfig(o: {
    host: string;
    port: number;
    servers: { name: string; port: number }[];
  }): string;
};
function startProxy(port: number, servers: { name: string; port: number }[]) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lale-bench-proxy-')), 'h.cfg');
  fs.writeFileSync(file, haproxyConfig({ host: '127.0.0.1', port, servers }));
  const child = spawn('haproxy', ['-W', '-db', '-q', '-f', file], { stdio: 'inherit' });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const database = `lale_bench_${process.pid}`;
await admin(`create database ${database}`);
const url = new URL(SERVER_URL);
url.pathname = `/${database}`;
const env = {
  DATABASE_URL: url.toString(),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
};
const one = await startLale(3331, env);
const two = await startLale(3332, env);
const proxyOne = startProxy(3333, [{ name: 'lale1', port: 3331 }]);
const proxyTwo = startProxy(3334, [
  { name: 'lale1', port: 3331 },
  { name: 'lale2', port: 3332 },
]);
await new Promise((resolve) => setTimeout(resolve, 3_000)); // two passed checks
try {
  const ways = [
    { label: '1 process, direct', url: `${one.url}/endpoint/v1` },
    { label: '1 process behind haproxy', url: `${proxyOne.url}/endpoint/v1` },
    { label: '2 processes behind haproxy', url: `${proxyTwo.url}/endpoint/v1` },
  ];
  const run = { method: 'POST' as const, body, headers };
  for (const way of ways)
    await measure({ ...run, label: 'warm-up', url: way.url, durationSeconds: 2 });
  const rows: LoadResult[] = [];
  const rates = new Map<string, number[]>(ways.map((w) => [w.label, []]));
  for (let round = 1; round <= ROUNDS; round++)
    for (const way of ways) {
      const result = await measure({
        ...run,
        label: `${way.label} #${round}`,
        url: way.url,
        durationSeconds: 4,
      });
      rows.push(result);
      rates.get(way.label)!.push(result.requestsPerSecond);
    }
  printTable(rows);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const [direct, proxied, spread] = ways.map((w) => median(rates.get(w.label)!));
  const overhead = 1 - proxied! / direct!;
  const errors = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  console.log(
    `games_list median req/s: direct ${direct}, behind haproxy ${proxied} (proxy cost ${(overhead * 100).toFixed(1)}%), two processes behind haproxy ${spread} (${(spread! / direct!).toFixed(2)}x)`,
  );
  const ok = overhead < TARGET_OVERHEAD && errors === 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}: proxy cost under ${TARGET_OVERHEAD * 100}% and ${errors} errors`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  proxyOne.stop();
  proxyTwo.stop();
  await one.stop();
  await two.stop();
  await admin(`drop database if exists ${database} with (force)`);
}
