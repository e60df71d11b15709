// One crash round with a crowd (issue 34): 2,000 players, each with a game session opened as the
// game page opens one, bet in one betting window through the studio's game API (POST
// /games/api/v1/crash/bet), and 1,000 of them cash out (POST /crash/cashout) in the first second
// of the flight. The bets arrive evenly over the window less its last second (about 400 a
// second: the window is 6 s), the cash-outs evenly over the flight's first second, each at its
// own moment whatever came back before it (an open load, so a queue shows in the latency
// instead of slowing the load down), over 64 keep-alive connections, as browsers behind a
// proxy reach one server process. A latency runs from a call's moment to its answer. A bet
// counts as accepted in the window only if it went into the measured round: the bet request
// names no round, so one served after its window closed goes into whichever round takes bets
// then. The cash-outs are the first 1,000 players whose bets the round accepted.
//
// The round is chosen: the bench reads each new round's crash point from the database and
// waits for one that flies at least 2.5 s (so every cash-out lands in flight) and at most 20 s
// (so the run stays short). The room is the first Zeplin room (one wallet bet per crash bet).
// pg_stat_activity is sampled while the bets and the cash-outs run: what the busy backends of
// Lale's database were doing or waiting on.
//
// Reference: pgbench's TPC-B on the same PostgreSQL server in the same run, 32 clients.
// Target (issue 34): every bet accepted in the window, p99 under 100 ms for bets and cash-outs,
// the ledger check clean. The last line prints the figures and the reference.
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { crashGame, elapsedForMultiplier } from '@lale/games/crash';
import { openDatabase, rowsOf, type Db } from '../apps/server/src/db/client.ts';
import { balanceOf } from '../apps/server/src/domains/wallet/balance.ts';
import { checkLedger } from '../apps/server/src/domains/wallet/check-ledger.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { gameApiClient, launchGamePlayers, type Answer } from './support/game-players.ts';
import { initPgbench, runPgbench } from './support/pgbench.ts';
import { REPO_ROOT, startLale } from './support/servers.ts';

const PLAYERS = Number(process.env.CRASH_PLAYERS ?? 2_000);
const CASHOUTS = Number(process.env.CRASH_CASHOUTS ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DATABASE_POOL = 32;
const STAKE = 1_000;
const CASH = 100_000;
const TARGET_P99_MS = 100;
/** The window's last second is left for the last bets to land. */
const LANDING_MS = 1_000;
const CASHOUT_SPREAD_MS = 1_000;
const MIN_FLIGHT_MS = 2_500;
const MAX_FLIGHT_MS = 20_000;
const PGBENCH_SECONDS = 5;

const build = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(REPO_ROOT, 'apps/server'),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('server build failed');

interface Round {
  id: string;
  phase: 'betting' | 'flying' | 'crashed';
  bettingEndsAt: number;
  startedAt: number | null;
  crashPoint: number;
  settled: boolean;
}

/** The room's latest round, or the round `id`. */
async function findRound(db: Db, which: { room: string } | { id: string }): Promise<Round | null> {
  const [row] = rowsOf<{
    id: string;
    phase: Round['phase'];
    betting_ends_at: string | Date;
    started_at: string | Date | null;
    crash_point: string | number;
    settled_at: string | Date | null;
  }>(
    await db.execute(sql`select id, phase, betting_ends_at, started_at, crash_point, settled_at
      from crash_rounds
      where ${'id' in which ? sql`id = ${which.id}` : sql`room = ${which.room}`}
      order by chain_id desc, round_number desc limit 1`),
  );
  if (!row) return null;
  return {
    id: row.id,
    phase: row.phase,
    bettingEndsAt: new Date(row.betting_ends_at).getTime(),
    startedAt: row.started_at === null ? null : new Date(row.started_at).getTime(),
    crashPoint: Number(row.crash_point),
    settled: row.settled_at !== null,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | null>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== null) return found;
    await pause(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Samples what Lale's busy backends are doing until stopped: counts by wait and statement. */
function sampleActivity(db: Db, database: string) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const rows = rowsOf<{ wait: string; query: string }>(
        await db.execute(sql`select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait,
            regexp_replace(left(query, 60), '[[:space:]]+', ' ', 'g') as query
          from pg_stat_activity
          where datname = ${database} and state = 'active' and pid <> pg_backend_pid()`),
      );
      samples++;
      for (const row of rows) {
        const key = `${row.wait} · ${row.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await pause(25);
    }
  })();
  return async () => {
    running = false;
    await done;
    const busy = [...counts.values()].reduce((a, b) => a + b, 0);
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
    return (
      `${samples} samples, ${(busy / Math.max(samples, 1)).toFixed(1)} busy backends on average; most seen:` +
      top.map(([key, n]) => `\n    ${((100 * n) / Math.max(busy, 1)).toFixed(0)}%  ${key}`).join('')
    );
  };
}

interface Call {
  at: number;
  answer: Answer | Error;
}

/**
 * Fires each call at its own moment (performance.now() time) and waits for every answer;
 * `answered` hears each as it comes.
 */
async function openLoad(
  moments: number[],
  send: (i: number) => Promise<Answer>,
  answered: (i: number, call: Call) => void = () => {},
): Promise<Call[]> {
  return Promise.all(
    moments.map(async (at, i) => {
      await pause(at - performance.now());
      const answer = await send(i).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      );
      answered(i, { at, answer });
      return { at, answer };
    }),
  );
}

const accepted = (call: Call) => !(call.answer instanceof Error) && call.answer.status === 200;
/** The round an accepted bet was placed in: a bet served late lands in a later round. */
const roundOf = (call: Call) =>
  (call.answer as Answer & { body: { bet: { roundId: string } } }).body.bet.roundId;
const latencies = (calls: Call[]) =>
  calls
    .filter((call) => !(call.answer instanceof Error))
    .map((call) => (call.answer as Answer).at - call.at)
    .sort((a, b) => a - b);
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
function refusals(calls: Call[]): string {
  const codes = new Map<string, number>();
  for (const call of calls.filter((c) => !accepted(c))) {
    const code =
      call.answer instanceof Error
        ? call.answer.message
        : `${call.answer.status} ${(call.answer.body as { error?: { code?: string } }).error?.code ?? ''}`;
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  return [...codes].map(([code, n]) => `${n} × ${code}`).join(', ') || 'none';
}
const ms = (value: number) => `${value.toFixed(0)} ms`;

const laleDb = await createBenchDatabase();
const pgbenchDb = await createBenchDatabase();
const lale = await startLale(3362, {
  DATABASE_URL: laleDb.url,
  DATABASE_POOL_SIZE: String(DATABASE_POOL),
});
const client = gameApiClient(lale.url, CONNECTIONS);
try {
  const database = await openDatabase({ url: laleDb.url, dataDir: '', poolSize: 16 });
  const db = database.db;
  const databaseName = new URL(laleDb.url).pathname.slice(1);
  const [game] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from games where engine_id = 'crash' and engine_model = 'zeplin'
      and enabled and min_bet <= ${STAKE} and max_bet >= ${STAKE} order by id limit 1`),
  );
  if (!game) throw new Error('no Zeplin crash game takes the stake');
  const room = `crash-${game.id}`;
  const windowMs = crashGame('zeplin')!.bettingPhaseMs;

  const launchStart = performance.now();
  const players = await launchGamePlayers(db, lale.url, {
    gameId: Number(game.id),
    count: PLAYERS,
    name: 'crasher',
    identityBase: 42_000_000_000,
    cash: CASH,
    concurrency: 32,
  });
  console.log(
    `${PLAYERS} players launched in ${((performance.now() - launchStart) / 1000).toFixed(0)} s`,
  );

  initPgbench(pgbenchDb.url);
  const tps = runPgbench(pgbenchDb.url, { clients: 32, threads: 2, seconds: PGBENCH_SECONDS });

  // A round whose whole window is ahead, flying long enough for the cash-outs and no longer.
  const skipped: number[] = [];
  let round: Round;
  for (let seen = ''; ;) {
    round = await until('a new betting window', 60_000, async () => {
      const r = await findRound(db, { room });
      return r &&
        r.phase === 'betting' &&
        r.id !== seen &&
        r.bettingEndsAt - Date.now() > windowMs - 500
        ? r
        : null;
    });
    seen = round.id;
    const flight = elapsedForMultiplier(round.crashPoint);
    if (flight >= MIN_FLIGHT_MS && flight <= MAX_FLIGHT_MS) break;
    skipped.push(round.crashPoint);
  }
  const windowLeft = round.bettingEndsAt - Date.now();
  const start = performance.now();
  const spread = windowLeft - LANDING_MS;

  const stopBetSampler = sampleActivity(db, databaseName);
  // Players in the order their bets were accepted: the first CASHOUTS of them cash out.
  const acceptedInOrder: number[] = [];
  const betting = openLoad(
    players.map((_, i) => start + (i * spread) / PLAYERS),
    (i) =>
      client.post('/crash/bet', players[i]!.token, {
        slot: 0,
        stake: STAKE,
        autoCashoutHundredths: null,
        requestId: randomUUID(),
      }),
    (i, call) => {
      if (accepted(call) && roundOf(call) === round.id) acceptedInOrder.push(i);
    },
  );
  // The take-off, watched while bets may still be on their way (the window may close first).
  const flying = await until('the take-off', 60_000, async () => {
    const r = await findRound(db, { id: round.id });
    return r && r.startedAt !== null ? r : null;
  });
  const betActivity = await stopBetSampler();
  const bets = await betting;
  const betsDone = performance.now() - start;
  const placed = players.filter((_, i) => accepted(bets[i]!));
  const inWindow = bets.filter((call) => accepted(call) && roundOf(call) === round.id).length;
  const cashing = acceptedInOrder.slice(0, CASHOUTS).map((i) => players[i]!);
  // The flight's start in this process's clock (the server's clock is this machine's).
  const flightStart = performance.now() - (Date.now() - flying.startedAt!);
  const stopCashoutSampler = sampleActivity(db, databaseName);
  const cashouts = await openLoad(
    cashing.map((_, j) => flightStart + (j * CASHOUT_SPREAD_MS) / cashing.length),
    (j) =>
      client.post('/crash/cashout', cashing[j]!.token, {
        slot: 0,
        portion: 'all',
        shownHundredths: null,
        requestId: randomUUID(),
      }),
  );
  const cashoutActivity = await stopCashoutSampler();
  const paid = cashouts
    .filter(accepted)
    .reduce(
      (sum, call) =>
        sum + (call.answer as Answer & { body: { bet: { payout: number } } }).body.bet.payout,
      0,
    );

  await until('the settlement', MAX_FLIGHT_MS + 60_000, async () => {
    const r = await findRound(db, { id: round.id });
    return r?.settled ? r : null;
  });
  const check = await checkLedger(db);
  // The crowd's money: what they were given, less the stakes taken, plus what cash-outs paid.
  let held = 0;
  for (const player of players) held += (await balanceOf(db, player.userId)).cash;
  const expectedHeld = PLAYERS * CASH - placed.length * STAKE + paid;
  const [stored] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from crash_bets where round_id = ${round.id}`),
  );
  await database.close();

  const betLatency = latencies(bets);
  const cashoutLatency = latencies(cashouts);
  const betsAccepted = inWindow;
  const cashoutsPaid = cashouts.filter(accepted).length;
  const betP99 = percentile(betLatency, 0.99);
  const cashoutP99 = percentile(cashoutLatency, 0.99);
  const moneyOk = held === expectedHeld && Number(stored!.n) === inWindow;
  console.log(
    `\nPostgreSQL, server pool ${DATABASE_POOL}, ${CONNECTIONS} HTTP connections, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}` +
      (skipped.length
        ? `\nrounds skipped (crash point): ${skipped.map((c) => (c / 100).toFixed(2) + 'x').join(', ')}`
        : '') +
      `\nround ${round.id}: crash point ${(round.crashPoint / 100).toFixed(2)}x, window ${ms(windowLeft)} left when the bets began, take-off ${ms(flying.startedAt! - round.bettingEndsAt)} after the window's end` +
      `\nbets: ${PLAYERS} over ${ms(spread)} (${((PLAYERS / spread) * 1000).toFixed(0)}/s offered), all answered after ${ms(betsDone)}; ` +
      `${betsAccepted} accepted in this round, ${placed.length - betsAccepted} served so late that they went into a later round, refused: ${refusals(bets)}; p50 ${ms(percentile(betLatency, 0.5))}, p99 ${ms(betP99)}, max ${ms(betLatency.at(-1) ?? NaN)}` +
      `\n  pg_stat_activity during the bets: ${betActivity}` +
      `\ncash-outs: ${cashing.length} over the flight's first ${ms(CASHOUT_SPREAD_MS)}; ${cashoutsPaid} paid, refused: ${refusals(cashouts)}; ` +
      `p50 ${ms(percentile(cashoutLatency, 0.5))}, p99 ${ms(cashoutP99)}, max ${ms(cashoutLatency.at(-1) ?? NaN)}` +
      `\n  pg_stat_activity during the cash-outs: ${cashoutActivity}` +
      `\nmoney: players hold ${held} kuruş, expected ${expectedHeld}; ${stored!.n} bets stored in the round for ${betsAccepted} accepted in it` +
      `\nledger check: ${check.transfers} transfers over ${check.accounts} accounts, ${check.violations.length} violations` +
      check.violations.map((v) => `\n  ${v}`).join('') +
      `\ncrash round: ${betsAccepted}/${PLAYERS} bets accepted, bet p50 ${ms(percentile(betLatency, 0.5))} p99 ${ms(betP99)}; ` +
      `${cashoutsPaid}/${cashing.length} cash-outs paid, p50 ${ms(percentile(cashoutLatency, 0.5))} p99 ${ms(cashoutP99)}; ` +
      `ledger ${check.violations.length} violations; pgbench ${tps.toFixed(0)} tps (target: all bets, p99 < ${TARGET_P99_MS} ms, ledger clean)`,
  );
  process.exitCode =
    betsAccepted === PLAYERS &&
    cashoutsPaid === cashing.length &&
    betP99 < TARGET_P99_MS &&
    cashoutP99 < TARGET_P99_MS &&
    check.violations.length === 0 &&
    moneyOk
      ? 0
      : 1;
} finally {
  client.close();
  await lale.stop();
  await laleDb.drop();
  await pgbenchDb.drop();
}
