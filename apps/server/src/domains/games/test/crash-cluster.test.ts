import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, rowsOf, type Database } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { fund, type Json } from '../../../../test/support/studio.ts';

// Two server processes on the PostgreSQL and Redis services, as behind a load balancer: both
// push the same crash rounds to their own watchers, and when the room's leader is killed the
// other takes the schedule over with no round skipped or played twice and every bet settled.
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const root = path.resolve(import.meta.dirname, '../../../../../..');
const mainFile = path.join(root, 'apps/server/src/main.ts');

let dbName = '';
let dbUrl = '';
let database: Database;
const servers: { child: ChildProcess; port: number }[] = [];

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
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      DATA_DIR: path.join(os.tmpdir(), `lale-cluster-${dbName}-${port}`),
      // Short rounds: bets for 1.5 s, flights of at most 2.00x (about 11 s).
      CRASH_BETTING_MS: '1500',
      CRASH_COOLDOWN_MS: '300',
      CRASH_MAX_MULTIPLIER_HUNDREDTHS: '200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/endpoint/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** A guest watching the room's topic on one server: the rounds it saw crash, in order. */
function watch(port: number, topic: string) {
  const crashed: number[] = [];
  const seqs: number[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`);
  socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] })));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Json;
    if (message.type !== 'event' || message.topic !== topic) return;
    seqs.push(message.seq);
    if (message.payload.type === 'crash.crashed') crashed.push(message.payload.roundNumber ?? -1);
  });
  const ping = setInterval(
    () => socket.send(JSON.stringify({ type: 'ping', t: Date.now() })),
    10_000,
  );
  return {
    crashed,
    seqs,
    close: () => {
      clearInterval(ping);
      socket.close();
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

beforeAll(async () => {
  if (!serverUrl || !redisUrl) return;
  dbName = `lale_cluster_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  // The first process migrates and seeds; the second then starts on a ready database.
  servers.push(await startServer());
  servers.push(await startServer());
  database = await openDatabase({ url: dbUrl, dataDir: '', poolSize: 3 });
}, 240_000);

afterAll(async () => {
  if (!serverUrl || !redisUrl) return;
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe.skipIf(!serverUrl || !redisUrl)('crash rounds across two server processes', () => {
  it(
    'shows both processes the same rounds and survives the leader being killed',
    { timeout: 300_000 },
    async () => {
      const [row] = rowsOf<{ id: number }>(
        await database.db.execute(
          sql`select id from games where engine_id = 'crash' order by id limit 1`,
        ),
      );
      const room = `crash-${row!.id}`;
      const topic = `game:${room}`;
      const watchers = servers.map(({ port }) => watch(port, topic));
      await until(() => watchers.every((w) => w.crashed.length >= 2), 120_000);

      // A player bets through one process; then the room's leader process is killed.
      const player = await signedInPlayer(database);
      await fund(database, player.uid, 1_000_000);
      const cookie = `lale_sid=${player.cookies.lale_sid}`;
      const call = async (port: number, url: string, body: unknown, token?: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            panel: 'frontend',
            cookie,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Json };
      };
      const lease = async () =>
        rowsOf<{ holder: string }>(
          await database.db.execute(
            sql`select holder from scheduler_leases where name = ${`crash:${room}`}`,
          ),
        )[0]!.holder;
      const leaderPid = Number((await lease()).split('-')[0]);
      const leader = servers.find(({ child }) => child.pid === leaderPid)!;
      const survivor = servers.find(({ child }) => child.pid !== leaderPid)!;
      const launch = await call(survivor.port, '/endpoint/v1', {
        api: { class: 'casino', method: 'init_game' },
        data: { gameID: row!.id },
      });
      const token = new URL(launch.body.data.url, 'http://x').searchParams.get('token');
      const session = await call(survivor.port, '/games/api/v1/session', { token });
      let betId = '';
      await until(async () => {
        const placed = await call(
          survivor.port,
          '/games/api/v1/crash/bet',
          { slot: 0, stake: 1_000, autoCashoutHundredths: null, requestId: randomUUID() },
          session.body.sessionToken,
        );
        betId = placed.body.bet?.betId ?? '';
        return placed.status === 200;
      }, 60_000);
      const seenBeforeKill = watchers[servers.indexOf(survivor)]!.crashed.length;
      leader.child.kill('SIGKILL');

      const watcher = watchers[servers.indexOf(survivor)]!;
      await until(() => watcher.crashed.length >= seenBeforeKill + 3, 120_000);
      expect(Number((await lease()).split('-')[0])).toBe(survivor.child.pid);

      // Both saw the same rounds while both ran, and the survivor every round, once, in order.
      const other = watchers[servers.indexOf(leader)]!;
      expect(watcher.crashed.slice(0, other.crashed.length)).toEqual(other.crashed);
      const numbers = watcher.crashed;
      for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBe(numbers[i - 1]! + 1);
      for (let i = 1; i < watcher.seqs.length; i++)
        expect(watcher.seqs[i]).toBe(watcher.seqs[i - 1]! + 1);

      const bet = rowsOf<{ status: string }>(
        await database.db.execute(sql`select status from crash_bets where id = ${betId}`),
      )[0]!;
      expect(['cashed_out', 'lost']).toContain(bet.status);
      expect((await checkLedger(database.db)).violations).toEqual([]);
      for (const w of watchers) w.close();
    },
  );
});
