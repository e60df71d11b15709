// In-house slot spins settled through the whole stack (autocannon → Fastify → the studio's game
// API → PostgreSQL) from 32 connections, one funded player each, against pgbench's TPC-B on the
// same PostgreSQL server in the same run (issue 34). A spin that hits no jackpot is drawn in Node
// and settled in one statement (studio_play_round: the seed pair's nonce, the bet through
// seamless_bet, the stake to the player's house shard and each jackpot pool's share to the
// player's shard of that pool, the win, the round row), so its rows are locked for that
// statement only; a spin that hits one takes a transaction of several statements (the award
// gathers the pool's shards). The stake is 10 TL, so that every pool gets a share (below 5 TL the
// grand pool's 0.2% rounds down to nothing and the spin would not touch it).
// Target (issue 34): spins/s at least 80% of pgbench tps, no failures, the ledger check clean.
// The last line prints spins/s, pgbench tps and their ratio.
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { JACKPOT_SHARDS } from '../apps/server/src/domains/wallet/accounts.ts';
import { checkLedger } from '../apps/server/src/domains/wallet/check-ledger.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { initPgbench, runPgbench } from './support/pgbench.ts';
import { REPO_ROOT, startLale } from './support/servers.ts';
import { launchSlotPlayers, slotGameFor, slotSpinRequests } from './support/slot-players.ts';

const TARGET_RATIO = 0.8;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BET = 1_000;

const build = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(REPO_ROOT, 'apps/server'),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('server build failed');

const laleDb = await createBenchDatabase();
const pgbenchDb = await createBenchDatabase();
// The server gets as many PostgreSQL connections as pgbench has clients.
const lale = await startLale(3361, {
  DATABASE_URL: laleDb.url,
  DATABASE_POOL_SIZE: String(CONNECTIONS),
});
try {
  const database = await openDatabase({ url: laleDb.url, dataDir: '', poolSize: 2 });
  const tokens = await launchSlotPlayers(database.db, lale.url, {
    gameId: await slotGameFor(database.db, BET),
    count: CONNECTIONS,
    name: 'spinner',
    identityBase: 41_000_000_000,
    cash: 1_000_000_000,
  });
  const spins = (seconds: number) =>
    autocannon({
      url: lale.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: slotSpinRequests(tokens, BET),
    });

  await spins(2);
  initPgbench(pgbenchDb.url);
  // Alternating rounds, each spin round paired with the pgbench round just before it: the
  // machine is shared and its load drifts more between minutes than between seconds.
  const pairs: { tps: number; spins: Awaited<ReturnType<typeof spins>> }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const tps = runPgbench(pgbenchDb.url, { clients: CONNECTIONS, threads: 2, seconds: SECONDS });
    pairs.push({ tps, spins: await spins(SECONDS) });
  }
  for (const p of pairs)
    console.log(
      `round: ${p.spins.requests.average.toFixed(0)} spins/s, pgbench ${p.tps.toFixed(0)} tps`,
    );
  pairs.sort((a, b) => a.spins.requests.average / a.tps - b.spins.requests.average / b.tps);
  const { tps, spins: result } = pairs[Math.floor(ROUNDS / 2)]!;
  const rate = result.requests.average;
  const failures = pairs.reduce(
    (sum, p) => sum + p.spins.errors + p.spins.timeouts + p.spins.non2xx,
    0,
  );

  // One statement, one snapshot: spins still in flight when the load stopped count in both.
  const [fed] = rowsOf<{
    spins: string | number;
    contributions: string | number;
    rows: string | number;
    awards: string | number;
  }>(
    await database.db.execute(sql`select (select count(*) from studio_rounds) as spins,
        count(*) filter (where t.kind = 'jackpot_contribution') as contributions,
        count(distinct t.credit_account_id) filter (where t.kind = 'jackpot_contribution') as rows,
        count(*) filter (where t.kind = 'jackpot_award') as awards
      from ledger_transfers t`),
  );
  const check = await checkLedger(database.db);
  await database.close();

  const ratio = rate / tps;
  console.log(
    `\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}` +
      `\nmedian round — slot spins over HTTP: ${rate.toFixed(0)} spins/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, failures ${failures}` +
      `\njackpot pools: shards per pool ${JACKPOT_SHARDS}; ${fed!.spins} spins fed ${fed!.contributions} contributions into ${fed!.rows} pool rows, ${fed!.awards} awards` +
      `\nledger check: ${check.transfers} transfers over ${check.accounts} accounts, ${check.violations.length} violations` +
      check.violations.map((v) => `\n  ${v}`).join('') +
      `\nslot spins ${rate.toFixed(0)} spins/s, pgbench ${tps.toFixed(0)} tps: ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET_RATIO * 100}%)`,
  );
  process.exitCode =
    ratio >= TARGET_RATIO && failures === 0 && check.violations.length === 0 ? 0 : 1;
} finally {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await lale.stop();
  await laleDb.drop();
  await pgbenchDb.drop();
}
