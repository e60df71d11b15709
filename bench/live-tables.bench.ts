// Live tables' rounds to their players: the built server (its shard schedules driving the
// rooms, the live channel, the seamless wallet, PostgreSQL) runs 100 live tables, each watched
// by 20 WebSocket clients (2,000 connections); on 25 of them 4 of the 20 are signed-in players
// who bet at every betting window through the game API. The phases are short (LIVE_TABLE_*),
// so each table pays a result every few seconds. Figure: round latency, from the moment the
// server published a table's result (the event's `at`) to its receipt by each of the table's
// clients, for every result of the window at every client; and each client's results checked
// against the rounds the database paid in the window (none missing, in order, no event gap).
// The reference, in the same run: a bare `ws` server playing the same rhythm to 2,000 clients
// at the same 100 tables with the same message sizes (support/table-bare-ws.ts). The window
// opens once the sportsbook's start-up calendar is built; BENCH_ROUNDS paired rounds (3).
// Target: the server's round latency p99 < 150 ms (median of the rounds), every result at
// every client. The clients' own event-loop delay is printed: on a loaded machine it is what
// both sides' figures measure.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LIVE_PATH } from '@lale/contract/live/limits';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { SessionService } from '../apps/server/src/domains/accounts/sessions/session-service.ts';
import { HOUSE, playerCash } from '../apps/server/src/domains/wallet/accounts.ts';
import { transfer } from '../apps/server/src/domains/wallet/ledger.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { median, percentile, sleep } from './support/fanout-watchers.ts';
import { insertBenchUser } from './support/provider-wallet-load.ts';
import { pinLoadGenerator, REPO_ROOT, startLale, startScript } from './support/servers.ts';
import { seatClients, type SeatedClient, type SeatOptions } from './support/table-watchers.ts';

const TABLES = 100;
const CLIENTS_PER_TABLE = 20;
const BETTING_TABLES = 25;
const BETTORS_PER_TABLE = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_MS = 10_000;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 45_000);
const DRAIN_MS = 5_000;
const TARGET_P99_MS = 150;
const TIMING = { bettingMs: 4_000, noMoreBetsMs: 500, drawMs: 1_500, resultMs: 1_500 };
const DECISION_MS = 1_000;
const DEPOSIT = 100_000_000;
const BETTABLE = ['roulette', 'auto-roulette', 'baccarat', 'no-commission-baccarat', 'money-wheel'];

interface Table {
  id: number;
  kind: string;
  minBet: number;
}

interface SideResult {
  label: string;
  connected: number;
  expected: number;
  delivered: number;
  missing: number;
  outOfOrder: number;
  gaps: number;
  dropped: number;
  perClient: { min: number; median: number; max: number };
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Each client's results against the rounds paid in the window (table → round numbers). */
function measure(label: string, clients: SeatedClient[], paid: Map<number, Set<number>>) {
  const latencies: number[] = [];
  const counts: number[] = [];
  let expected = 0;
  let missing = 0;
  let outOfOrder = 0;
  for (const client of clients) {
    const due = paid.get(client.tableId) ?? new Set<number>();
    expected += due.size;
    const seen = new Set<number>();
    let last = -1;
    for (const result of client.results) {
      if (result.roundNumber <= last) outOfOrder++;
      last = result.roundNumber;
      if (!due.has(result.roundNumber)) continue;
      seen.add(result.roundNumber);
      latencies.push(result.latencyMs);
    }
    missing += due.size - seen.size;
    counts.push(seen.size);
  }
  const sorted = new Float64Array(latencies).sort();
  return {
    label,
    connected: clients.length,
    expected,
    delivered: sorted.length,
    missing,
    outOfOrder,
    gaps: clients.reduce((sum, c) => sum + c.gaps, 0),
    dropped: clients.filter((c) => c.dropped).length,
    perClient: {
      min: Math.min(...counts),
      median: median(counts),
      max: Math.max(...counts),
    },
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
  } satisfies SideResult;
}

/** Seats the clients, lets rounds run, and records a window; returns the window's bounds. */
async function watchWindow(
  url: string,
  tables: Table[],
  seatOf: (i: number) => { tableId: number } & SeatOptions,
): Promise<{ clients: SeatedClient[]; from: number; until: number }> {
  const started = Date.now();
  const clients = await seatClients(
    `${url.replace('http', 'ws')}${LIVE_PATH}`,
    tables.length * CLIENTS_PER_TABLE,
    seatOf,
  );
  console.log(`  ${clients.length} clients seated in ${Date.now() - started} ms`);
  await sleep(WARM_UP_MS);
  // The clients' own event loop: a late reading here is the load generator's, not the server's.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const from = Date.now();
  await sleep(WINDOW_MS);
  const until = Date.now();
  lag.disable();
  console.log(
    `  clients' event-loop delay in the window: p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms`,
  );
  await sleep(DRAIN_MS);
  return { clients, from, until };
}

function printTable(rows: SideResult[]): void {
  console.log('');
  console.log(
    '| run | clients | results delivered / expected | missing | out of order | event gaps | dropped | results per client (min / median / max) | p50 ms | p95 ms | p99 ms | max ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connected} | ${r.delivered} / ${r.expected} | ${r.missing} | ${r.outOfOrder} | ${r.gaps} | ${r.dropped} | ${r.perClient.min} / ${r.perClient.median} / ${r.perClient.max} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`,
    );
}

const tableOfClient = (tables: Table[], i: number) => tables[i % tables.length]!;
/** The clients of a table that are its bettors: the first BETTORS_PER_TABLE of its 20. */
const bettorIndex = (tables: Table[], i: number) => {
  const table = tables.indexOf(tableOfClient(tables, i));
  const seat = Math.floor(i / tables.length);
  return table < BETTING_TABLES && seat < BETTORS_PER_TABLE
    ? table * BETTORS_PER_TABLE + seat
    : null;
};

/** The real server: its shard schedules, live channel, game API and wallet. */
async function realSide(
  label: string,
): Promise<{ result: SideResult; sizes: Record<string, number> }> {
  const laleDb = await createBenchDatabase();
  const lale = await startLale(
    3375,
    {
      DATABASE_URL: laleDb.url,
      SHUTDOWN_GRACE_MS: '1000',
      LIVE_TABLE_BETTING_MS: String(TIMING.bettingMs),
      LIVE_TABLE_NO_MORE_BETS_MS: String(TIMING.noMoreBetsMs),
      LIVE_TABLE_DRAW_MS: String(TIMING.drawMs),
      LIVE_TABLE_RESULT_MS: String(TIMING.resultMs),
      LIVE_TABLE_DECISION_MS: String(DECISION_MS),
      // Production needs the data keys (identity numbers, TOTP secrets): fresh ones per run.
      DATA_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
      DATA_INDEX_KEY: randomBytes(32).toString('base64'),
    },
    { pin: true },
  );
  const database = await openDatabase({ url: laleDb.url, dataDir: '', poolSize: 2 });
  const db = database.db;
  const clients: SeatedClient[] = [];
  try {
    // The sportsbook builds its fixture calendar once it leads (seconds of pricing and inserts):
    // the window measures the tables in the site's steady state, after it.
    const eventCount = async () =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from sport_events`))[0]!
        .n;
    const deadline = Date.now() + 120_000;
    for (let last = -1, n = 0; n === 0 || n !== last;) {
      if (Date.now() > deadline) throw new Error('the fixture calendar still grows after 120 s');
      await sleep(3_000);
      [last, n] = [n, await eventCount()];
    }
    // Tables of every kind, interleaved (the catalogue lists them grouped by kind).
    const tables = rowsOf<{
      id: number;
      engine_model: string;
      min_bet: string;
      always_open: boolean;
    }>(
      await db.execute(sql`select id, engine_model, min_bet,
          opens_minute = closes_minute as always_open from live_tables
        where enabled and engine_id = 'live'
        order by row_number() over (partition by engine_model order by id), engine_model`),
    )
      .slice(0, TABLES)
      .map((row) => ({
        id: Number(row.id),
        kind: row.engine_model,
        minBet: Number(row.min_bet),
        alwaysOpen: row.always_open,
      }));
    if (tables.length < TABLES) throw new Error(`only ${tables.length} live tables`);
    // Bettors sit at the first BETTING_TABLES tables that never close and take plain chips.
    const bettable = (table: (typeof tables)[number]) =>
      table.alwaysOpen && BETTABLE.includes(table.kind);
    tables.sort((a, b) => Number(bettable(b)) - Number(bettable(a)));
    if (!bettable(tables[BETTING_TABLES - 1]!))
      throw new Error(`fewer than ${BETTING_TABLES} always-open tables to bet at`);
    const kinds = new Map<string, number>();
    for (const table of tables) kinds.set(table.kind, (kinds.get(table.kind) ?? 0) + 1);
    console.log(`tables: ${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}`);

    // Players inserted directly (sign-up is not measured), funded through the ledger, each
    // with a session, then the table opened as the lobby opens it: init_game → game session.
    const sessions = new SessionService(() => new Date());
    const bettors: { cookie: string; game: string; table: Table }[] = [];
    for (let t = 0; t < BETTING_TABLES; t++)
      for (let s = 0; s < BETTORS_PER_TABLE; s++) {
        const table = tables[t]!;
        const id = await insertBenchUser(db, 'tablebench', bettors.length, 31_000_000_000);
        await transfer(db, {
          debit: HOUSE,
          credit: playerCash(id),
          amount: DEPOSIT,
          kind: 'deposit',
          idempotencyKey: `bench-deposit-${id}`,
        });
        const { token } = await sessions.issue(db, {
          userId: id,
          ip: '127.0.0.1',
          userAgent: 'bench',
        });
        const cookie = `lale_sid=${token}`;
        const launched = (await (
          await fetch(`${lale.url}/endpoint/v1`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', panel: 'frontend', cookie },
            body: JSON.stringify({
              api: { class: 'livecasino', method: 'init_game' },
              data: { tableID: table.id, Lang: 'en' },
            }),
          })
        ).json()) as { result: boolean; data?: { url: string }; debug?: string };
        if (!launched.result) throw new Error(`init_game: ${JSON.stringify(launched)}`);
        const launchToken = new URL(launched.data!.url, lale.url).searchParams.get('token');
        const opened = (await (
          await fetch(`${lale.url}/games/api/v1/session`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token: launchToken }),
          })
        ).json()) as { sessionToken?: string };
        if (!opened.sessionToken) throw new Error(`session: ${JSON.stringify(opened)}`);
        bettors.push({ cookie, game: opened.sessionToken, table });
      }

    const bets = { placed: 0, refused: 0, failed: 0 };
    const refusals = new Map<string, number>();
    const chips = (table: Table) => {
      const amount = table.minBet;
      if (table.kind.endsWith('baccarat'))
        return {
          game: 'baccarat',
          bets: [{ type: Math.random() < 0.5 ? 'banker' : 'player', amount }],
        };
      if (table.kind === 'money-wheel')
        return { game: 'money-wheel', bets: [{ number: 1, amount }] };
      return { game: 'roulette', bets: [{ type: Math.random() < 0.5 ? 'red' : 'black', amount }] };
    };
    const bet = (bettor: (typeof bettors)[number]) => {
      // A player's chips land some time into the window, not all at its first instant.
      setTimeout(
        () => {
          fetch(`${lale.url}/games/api/v1/live/bets`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${bettor.game}` },
            body: JSON.stringify({ ...chips(bettor.table), requestId: randomUUID() }),
          })
            .then((response) => {
              if (response.ok) {
                bets.placed++;
                return;
              }
              bets.refused++;
              return response.json().then((body) => {
                const { error } = body as { error?: { code?: string } };
                const code = error?.code ?? String(response.status);
                refusals.set(code, (refusals.get(code) ?? 0) + 1);
              });
            })
            .catch(() => bets.failed++);
        },
        Math.random() * TIMING.bettingMs * 0.6,
      );
    };

    console.log('LiveHub (the server): seating 2,000 clients');
    const run = await watchWindow(lale.url, tables, (i) => {
      const table = tableOfClient(tables, i);
      const b = bettorIndex(tables, i);
      if (b === null) return { tableId: table.id };
      const bettor = bettors[b]!;
      return { tableId: table.id, cookie: bettor.cookie, onBetting: () => bet(bettor) };
    });
    clients.push(...run.clients);
    const paid = new Map<number, Set<number>>();
    for (const row of rowsOf<{ table_id: number; round_number: number }>(
      await db.execute(sql`select table_id, round_number from live_table_rounds
        where phase = 'result' and settled_at > ${new Date(run.from).toISOString()}
          and settled_at <= ${new Date(run.until).toISOString()}`),
    )) {
      const set = paid.get(Number(row.table_id)) ?? new Set<number>();
      set.add(Number(row.round_number));
      paid.set(Number(row.table_id), set);
    }
    const stakes = rowsOf<{ status: string; n: number }>(
      await db.execute(
        sql`select status, count(*)::int as n from live_table_stakes group by status`,
      ),
    );
    console.log(
      `  rounds paid in the window: ${[...paid.values()].reduce((n, s) => n + s.size, 0)} at ${paid.size} tables; ` +
        `bets placed ${bets.placed}, refused ${bets.refused} (${[...refusals].map(([code, n]) => `${n} ${code}`).join(', ')}), failed ${bets.failed}; ` +
        `stakes ${stakes.map((s) => `${s.n} ${s.status}`).join(', ')}`,
    );
    const sizes: Record<string, number> = {};
    for (const type of ['betting', 'closed', 'draw', 'decision', 'result'])
      sizes[type] = median(clients.map((c) => c.sizes.get(type) ?? 0).filter((n) => n > 0)) ?? 0;
    console.log(`  event sizes (median bytes): ${JSON.stringify(sizes)}`);
    return { result: measure(`LiveHub, real server ${label}`, clients, paid), sizes };
  } finally {
    for (const client of clients) client.close();
    await lale.stop();
    await database.close();
    await laleDb.drop();
  }
}

/** The reference: a bare ws server with the same tables, rhythm and message sizes. */
async function bareSide(sizes: Record<string, number>, label: string): Promise<SideResult> {
  process.env.TABLE_TIMING = JSON.stringify(TIMING);
  process.env.TABLE_EVENT_SIZES = JSON.stringify(sizes);
  const server = await startScript(
    path.join(import.meta.dirname, 'support/table-bare-ws.ts'),
    3376,
    '/health',
    { pin: true },
  );
  const clients: SeatedClient[] = [];
  try {
    const tables = Array.from({ length: TABLES }, (_, i) => ({ id: i + 1, kind: 'x', minBet: 0 }));
    console.log('bare ws (reference): seating 2,000 clients');
    const run = await watchWindow(server.url, tables, (i) => ({
      tableId: tableOfClient(tables, i).id,
    }));
    clients.push(...run.clients);
    const published = (await (await fetch(`${server.url}/published`)).json()) as {
      tableId: number;
      roundNumber: number;
      at: number;
    }[];
    const paid = new Map<number, Set<number>>();
    for (const r of published.filter((p) => p.at > run.from && p.at <= run.until)) {
      const set = paid.get(r.tableId) ?? new Set<number>();
      set.add(r.roundNumber);
      paid.set(r.tableId, set);
    }
    return measure(`bare ws, same rhythm and sizes ${label}`, clients, paid);
  } finally {
    for (const client of clients) client.close();
    await server.stop();
  }
}

const build = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(REPO_ROOT, 'apps/server'),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('server build failed');
// Servers on the last core, the 2,000 clients on the others.
pinLoadGenerator();
if (os.cpus().length < 2) console.warn('one core: servers and clients share it');

// Paired rounds (each side on a fresh process, the server on a fresh database); medians resist
// a burst of other work on the shared machine hitting one side of one round.
const realRows: SideResult[] = [];
const bareRows: SideResult[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const real = await realSide(`#${round}`);
  realRows.push(real.result);
  bareRows.push(await bareSide(real.sizes, `#${round}`));
}
printTable(realRows.flatMap((row, i) => [bareRows[i]!, row]));
const complete = (r: SideResult) =>
  r.connected === TABLES * CLIENTS_PER_TABLE &&
  r.expected > 0 &&
  r.missing === 0 &&
  r.outOfOrder === 0 &&
  r.gaps === 0 &&
  r.dropped === 0;
const p99 = median(realRows.map((r) => r.p99));
const everyResult = realRows.every(complete);
console.log('');
console.log(
  `round latency p99 (median of ${ROUNDS}) = ${p99} ms (target < ${TARGET_P99_MS} ms; ` +
    `bare ws ${median(bareRows.map((r) => r.p99))} ms), p50 ${median(realRows.map((r) => r.p50))} ms; ` +
    `every result at every client, in order: ${everyResult ? 'yes' : 'no'}`,
);
process.exitCode = p99 < TARGET_P99_MS && everyResult ? 0 : 1;
