// Bets settled through the whole HTTP stack (autocannon → Fastify → signed provider endpoint →
// seamless wallet → double-entry ledger on PostgreSQL), as bet+win pairs from 32 connections,
// against pgbench's TPC-B on the same PostgreSQL server in the same run. Each wallet call is one
// database transaction that locks two accounts, records the provider transaction, a ledger
// transfer and the player's history row (the history's trigger on the transfer), like a TPC-B
// transaction updates accounts and appends history; it is one statement, a call of the
// database's seamless_bet or seamless_win, which move the money through ledger_transfer.
// Target: wallet transactions/s ≥ 60% of pgbench tps, and zero ledger invariant violations.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { HOUSE, playerCash } from '../apps/server/src/domains/wallet/accounts.ts';
import { transfer } from '../apps/server/src/domains/wallet/ledger.ts';
import { checkLedger } from '../apps/server/src/domains/wallet/check-ledger.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { initPgbench, runPgbench } from './support/pgbench.ts';
import { REPO_ROOT, startLale } from './support/servers.ts';
import {
  betWinRequests,
  insertBenchUser,
  openProviderSession,
  type ProviderPlayer,
} from './support/provider-wallet-load.ts';

const TARGET_RATIO = 0.6;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECRET = randomBytes(16).toString('hex');
const STAKE = 100;

const build = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(REPO_ROOT, 'apps/server'),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('server build failed');

const walletDb = await createBenchDatabase();
const pgbenchDb = await createBenchDatabase();
// The server gets as many PostgreSQL connections as pgbench has clients.
const lale = await startLale(3351, {
  DATABASE_URL: walletDb.url,
  DATABASE_POOL_SIZE: String(CONNECTIONS),
  PROVIDER_ACME_SECRET: SECRET,
});
try {
  // Players with money and a launch each, as init_game would hand a studio; one per connection,
  // like real traffic (one player's bets are serialised on that player's account).
  const database = await openDatabase({ url: walletDb.url, dataDir: '', poolSize: 2 });
  const players: ProviderPlayer[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const playerId = await insertBenchUser(database.db, 'bench', i, 20_000_000_000);
    await transfer(database.db, {
      debit: HOUSE,
      credit: playerCash(playerId),
      amount: 1_000_000,
      kind: 'deposit',
      idempotencyKey: `bench-deposit-${playerId}`,
    });
    players.push(await openProviderSession(database.db, playerId));
  }

  const load = (seconds: number) =>
    autocannon({
      url: lale.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: betWinRequests(players, SECRET, STAKE),
    });

  await load(2);
  initPgbench(pgbenchDb.url);
  // Alternating rounds, each wallet round paired with the pgbench round just before it: the
  // machine is shared and its load drifts more between minutes than between seconds.
  const pairs: { tps: number; wallet: Awaited<ReturnType<typeof load>> }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const tps = runPgbench(pgbenchDb.url, { clients: CONNECTIONS, threads: 2, seconds: SECONDS });
    pairs.push({ tps, wallet: await load(SECONDS) });
  }
  pairs.sort((a, b) => a.wallet.requests.average / a.tps - b.wallet.requests.average / b.tps);
  const { tps, wallet: result } = pairs[Math.floor(ROUNDS / 2)]!;
  const walletTps = result.requests.average;
  const failures = pairs.reduce(
    (sum, p) => sum + p.wallet.errors + p.wallet.timeouts + p.wallet.non2xx,
    0,
  );
  for (const p of pairs)
    console.log(
      `round: wallet ${p.wallet.requests.average.toFixed(0)} tx/s, pgbench ${p.tps.toFixed(0)} tps`,
    );

  const check = await checkLedger(database.db);
  await database.close();

  const ratio = walletTps / tps;
  console.log(
    `\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}` +
      `\nmedian round — wallet over HTTP: ${walletTps.toFixed(0)} wallet transactions/s (${(walletTps / 2).toFixed(0)} settled bet+win rounds/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, failures ${failures}` +
      `\npgbench TPC-B:    ${tps.toFixed(0)} tps` +
      `\nwallet / pgbench (median of paired rounds) = ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET_RATIO * 100}%)` +
      `\nledger check: ${check.transfers} transfers over ${check.accounts} accounts, ${check.violations.length} violations` +
      check.violations.map((v) => `\n  ${v}`).join(''),
  );
  process.exitCode =
    ratio >= TARGET_RATIO && failures === 0 && check.violations.length === 0 ? 0 : 1;
} finally {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await lale.stop();
  await walletDb.drop();
  await pgbenchDb.drop();
}
