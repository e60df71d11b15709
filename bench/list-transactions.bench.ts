// finance list_transactions for a player with 100,000 movements, on the PostgreSQL service:
// every SPEC §9 date preset, at its first, middle and last page of 10. Target: p99 < 20 ms
// for each preset. Requests go one after another (CONCURRENCY to change it): the figure is a
// player's answer time, not a queue behind a two-core machine saturated by this very bench.
import pg from 'pg';
import { DATE_PRESETS, type DatePreset } from '@lale/contract/constants';
import { datePresetRange } from '@lale/contract/date-presets';
import { createBenchDatabase } from './support/bench-database.ts';
import { startLale } from './support/servers.ts';

const MOVEMENTS = 100_000;
const SPAN_DAYS = 1_100;
const PAGE = 10;
const REQUESTS_PER_PAGE = Number(process.env.REQUESTS_PER_PAGE ?? 100);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const TARGET_P99_MS = 20;

const database = await createBenchDatabase();
const lale = await startLale(3361, { DATABASE_URL: database.url });
try {
  const url = `${lale.url}/endpoint/v1`;
  const headers: Record<string, string> = { 'content-type': 'application/json', panel: 'frontend' };
  const login = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      api: { class: 'user', method: 'login' },
      data: { username: 'demo', password: 'Demo1234', Lang: 'tr' },
    }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('demo login gave no session cookie');
  headers.cookie = cookie;

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const started = performance.now();
  // Movements spread evenly over three years up to now, alternating bets and wins.
  await client.query(
    `insert into player_transactions (user_id, category_id, type_id, status, amount, direction,
       previous_balance, last_balance, method, reference_code, operation_id, source, created_at,
       updated_at)
     select u.id, case when i % 10 = 0 then 2 else 1 end, case when i % 2 = 0 then 3 else 4 end,
       1003, 100 + i % 5000, case when i % 2 = 0 then -1 else 1 end, 1000000, 1000000,
       'Lale Studio', 'round-' || i, 'op-' || i, 'bench:' || i,
       now() - (i * interval '1 second' * ${Math.floor((SPAN_DAYS * 86_400) / MOVEMENTS)}),
       now() - (i * interval '1 second' * ${Math.floor((SPAN_DAYS * 86_400) / MOVEMENTS)})
     from generate_series(1, ${MOVEMENTS}) i, users u where u.username = 'demo'`,
  );
  await client.query('vacuum analyze player_transactions');
  await client.query('vacuum analyze player_transaction_days');
  await client.end();
  console.log(`${MOVEMENTS} movements written in ${Math.round(performance.now() - started)} ms`);

  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const call = (preset: DatePreset, offset: number) =>
    JSON.stringify({
      api: { class: 'finance', method: 'list_transactions' },
      data: { Lang: 'tr', limit: PAGE, offset, ...datePresetRange(preset, today) },
    });
  const ask = async (body: string) => {
    const t0 = performance.now();
    const reply = (await (await fetch(url, { method: 'POST', headers, body })).json()) as {
      result: boolean;
      pagination?: { total: number };
    };
    if (!reply.result) throw new Error(`list_transactions failed: ${JSON.stringify(reply)}`);
    return { ms: performance.now() - t0, total: reply.pagination?.total ?? 0 };
  };

  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
  // Warm-up across every preset: the server's JIT and PostgreSQL's caches, not measured.
  for (let round = 0; round < 3; round++)
    for (const preset of DATE_PRESETS) await ask(call(preset, round * PAGE));
  let failed = false;
  console.log(`\n| preset | rows | pages asked | p50 ms | p99 ms | max ms |`);
  console.log(`|---|---:|---|---:|---:|---:|`);
  for (const preset of DATE_PRESETS) {
    const { total } = await ask(call(preset, 0));
    const last = Math.max(0, Math.floor((total - 1) / PAGE) * PAGE);
    const offsets = [...new Set([0, Math.floor(last / PAGE / 2) * PAGE, last])];
    for (const offset of offsets) await ask(call(preset, offset)); // warm
    const queue = offsets.flatMap((offset) =>
      Array.from({ length: REQUESTS_PER_PAGE }, () => call(preset, offset)),
    );
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let body = queue.pop(); body; body = queue.pop()) times.push((await ask(body)).ms);
      }),
    );
    const p99 = percentile(times, 0.99);
    failed ||= p99 >= TARGET_P99_MS;
    console.log(
      `| ${preset} | ${total} | ${offsets.map((o) => o / PAGE + 1).join(', ')} | ` +
        `${percentile(times, 0.5).toFixed(1)} | ${p99.toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
    );
  }
  console.log(
    `\nlist_transactions p99 target < ${TARGET_P99_MS} ms per preset: ${failed ? 'MISSED' : 'ok'}`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await lale.stop();
  await database.drop();
}
