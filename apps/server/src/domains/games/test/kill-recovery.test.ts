import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { findGame, fund, ledgerBalance, type Json } from '../../../../test/support/studio.ts';

// A real server process on PostgreSQL, SIGKILLed in the middle of a burst of spins: every
// round must be whole (bet, win, record, nonce) or absent, and the ledger must still add up.
const serverUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../../..');
const mainFile = path.join(root, 'apps/server/src/main.ts');
const STARTING = 50_000_000;

let dbName = '';
let dbUrl = '';
let database: Database;
let child: ChildProcess | null = null;
let port = 0;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(found));
    });
  });
}

async function startServer(): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      DATA_DIR: path.join(os.tmpdir(), `lale-kill-${dbName}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/endpoint/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function killServer(): Promise<void> {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGKILL');
  });
}

async function http(
  pathname: string,
  init: { method?: string; token?: string; body?: unknown; cookie?: string },
) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      panel: 'frontend',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

beforeAll(async () => {
  if (!serverUrl) return;
  dbName = `lale_kill_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  port = await freePort();
  await startServer();
  database = await openDatabase({ url: dbUrl, dataDir: '', poolSize: 3 });
}, 180_000);

afterAll(async () => {
  if (!serverUrl) return;
  await killServer();
  await database?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe.skipIf(!serverUrl)('a server killed in the middle of spins', () => {
  it('leaves every round whole or absent, and the ledger sound', { timeout: 300_000 }, async () => {
    const player = await signedInPlayer(database);
    await fund(database, player.uid, STARTING);
    const slot = await findGame(database, 'slot', 'high');
    const cookie = `lale_sid=${player.cookies.lale_sid}`;
    const launch = await http('/endpoint/v1', {
      cookie,
      body: { api: { class: 'casino', method: 'init_game' }, data: { gameID: slot.id } },
    });
    const token = new URL(launch.body.data.url, 'http://x').searchParams.get('token');
    const session = await http('/games/api/v1/session', { body: { token } });
    expect(session.status).toBe(200);
    const sessionToken = session.body.sessionToken as string;

    const requestIds = Array.from({ length: 400 }, () => randomUUID());
    const spin = (requestId: string) =>
      http('/games/api/v1/slot/spin', {
        token: sessionToken,
        body: { bet: slot.minBet, requestId },
      }).catch(() => null);
    let answered = 0;
    let cutOff = 0;
    const burst = Promise.all(
      requestIds.map((id) =>
        spin(id).then((reply) => (reply?.status === 200 ? answered++ : cutOff++)),
      ),
    );
    while (answered < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    await killServer();
    await burst;
    expect(cutOff, 'requests cut off by the kill').toBeGreaterThan(0);

    await startServer();
    // A retried request after the crash gets its stored round, or plays it now: never twice.
    const retried = await Promise.all(requestIds.slice(0, 50).map(spin));
    expect(retried.every((reply) => reply?.status === 200)).toBe(true);

    const rounds = rowsOf<{
      id: string;
      stake: number | string;
      win: number | string;
      status: string;
    }>(
      await database.db.execute(
        sql`select id, stake, win, status from studio_rounds where user_id = ${player.uid}`,
      ),
    );
    expect(rounds.length).toBeGreaterThanOrEqual(50);
    expect(rounds.length).toBeLessThan(requestIds.length + 1);
    expect(rounds.every((round) => round.status === 'settled')).toBe(true);

    const orphans = rowsOf<{ n: number | string }>(
      await database.db.execute(sql`select count(*) as n from wallet_transactions w
        where w.provider = 'lale' and w.user_id = ${player.uid}
          and not exists (select 1 from studio_rounds r where r.id::text = w.round_id)`),
    );
    expect(Number(orphans[0]!.n), 'wallet calls without their round').toBe(0);
    const incomplete = rowsOf<{ n: number | string }>(
      await database.db
        .execute(sql`select count(*) as n from studio_rounds r where r.user_id = ${player.uid}
        and (select count(*) from wallet_transactions w where w.provider = 'lale' and w.round_id = r.id::text
             and w.kind = 'bet') <> 1
         or (select count(*) from wallet_transactions w where w.provider = 'lale' and w.round_id = r.id::text
             and w.kind = 'win') <> 1`),
    );
    expect(Number(incomplete[0]!.n), 'rounds missing their bet or win').toBe(0);
    const nonces = rowsOf<{
      n: number | string;
      distinct_nonces: number | string;
      next: number | string;
    }>(
      await database.db.execute(sql`select count(*) as n, count(distinct nonce) as distinct_nonces,
        (select sum(next_nonce) from studio_seed_pairs where user_id = ${player.uid}) as next
        from studio_rounds where user_id = ${player.uid}`),
    );
    expect(Number(nonces[0]!.distinct_nonces)).toBe(Number(nonces[0]!.n));
    expect(Number(nonces[0]!.next)).toBe(Number(nonces[0]!.n));

    const jackpots = rowsOf<{ total: number | string }>(
      await database.db.execute(sql`select coalesce(sum(amount), 0) as total from ledger_transfers
        where kind = 'jackpot_award' and status = 'posted'`),
    );
    const stakes = rounds.reduce((sum, round) => sum + Number(round.stake), 0);
    const wins = rounds.reduce((sum, round) => sum + Number(round.win), 0);
    expect(await ledgerBalance(database, player.uid)).toBe(
      STARTING - stakes + wins + Number(jackpots[0]!.total),
    );
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });
});
