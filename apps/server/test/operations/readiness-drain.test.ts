import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyServerFactory } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { shutDown } from '../../src/app-shutdown.ts';
import { rowsOf, type Database } from '../../src/db/client.ts';
import { listenEarly } from '../../src/http/early-listener.ts';
import { httpTransport } from '../../src/http/http-transport.ts';
import { registerReadinessRoute } from '../../src/http/readiness-route.ts';
import { route } from '../../src/http/route.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { Readiness } from '../../src/platform/lifecycle/readiness.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { TEST_CONTROL_TOKEN } from '../support/test-app.ts';

const config = (graceMs: number) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    SHUTDOWN_GRACE_MS: String(graceMs),
  });

/** A gate a test opens by hand: the slow route waits on it. */
function gate(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

interface Running {
  app: App;
  database: Database;
  url: string;
  /** What happened, in order: the slow handler's end and the database's closing. */
  events: string[];
  entered: Promise<void>;
  release(): void;
  /** Shuts the app down the way main.ts does (once, however often it is called). */
  stop(): Promise<void>;
}

const running: Running[] = [];
afterEach(async () => {
  for (const run of running.splice(0)) {
    run.release();
    await run.stop();
  }
});

/**
 * The real app on a fresh database, listening on a free port, with one more route: it waits
 * for the test's gate, then reads from the database, as a long transaction would.
 */
async function startApp(
  graceMs: number,
  options: { serverFactory?: FastifyServerFactory } = {},
): Promise<Running> {
  const events: string[] = [];
  const { database: opened, drop } = await createTestDatabase();
  const database: Database = {
    ...opened,
    close: async () => {
      events.push('database closed');
      await drop();
    },
  };
  const app = await buildApp({
    config: config(graceMs),
    database,
    controlToken: TEST_CONTROL_TOKEN,
    schedules: { mode: 'manual' },
    unsafeFastPasswordHashingForTests: true,
    ...options,
  });
  const inside = gate();
  const released = gate();
  route(app.server, {
    method: 'GET',
    url: '/test/slow',
    transport: httpTransport(),
    auth: 'none',
    handler: async () => {
      inside.open();
      await released.wait;
      const result = await database.db.execute('select 1 as one');
      events.push('slow request done');
      return { rows: rowsOf(result) };
    },
  });
  let url: string;
  if (options.serverFactory) {
    await app.server.ready();
    url = '';
  } else {
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  }
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= shutDown({ server: app.server, readiness: app.readiness, database }));
  const run = { app, database, url, events, entered: inside.wait, release: released.open, stop };
  running.push(run);
  return run;
}

const get = (url: string) => fetch(url, { headers: { connection: 'close' } });

describe('readiness', () => {
  it('answers "starting" on the port while the process starts, then "ready" once the app took over', async () => {
    const early = await listenEarly('127.0.0.1', 0);
    const url = `http://127.0.0.1:${(early.server.address() as AddressInfo).port}`;
    for (const path of ['/endpoint/ready', '/endpoint/health', '/']) {
      const response = await get(`${url}${path}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not_ready', reason: 'starting' });
    }

    const run = await startApp(5_000, { serverFactory: early.serverFactory });
    early.handOver();
    const ready = await get(`${url}/endpoint/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect((await get(`${url}/endpoint/health`)).status).toBe(200);
    run.release();
  });

  it('fails while draining and when the database does not answer, with the reason', async () => {
    const readiness = new Readiness();
    let databaseUp = true;
    const app = Fastify();
    registerReadinessRoute(app, {
      readiness,
      pingDatabase: async () => {
        if (!databaseUp) throw new Error('connection refused');
      },
    });
    const ask = async () => {
      const response = await app.inject('/endpoint/ready');
      return { status: response.statusCode, body: response.json() };
    };
    expect(await ask()).toEqual({ status: 503, body: { status: 'not_ready', reason: 'starting' } });
    readiness.markReady();
    expect(await ask()).toEqual({ status: 200, body: { status: 'ready' } });
    databaseUp = false;
    expect(await ask()).toEqual({
      status: 503,
      body: { status: 'not_ready', reason: 'database_unreachable' },
    });
    databaseUp = true;
    readiness.startDraining();
    expect(await ask()).toEqual({ status: 503, body: { status: 'not_ready', reason: 'draining' } });
    await app.close();
  });

  it('answers "draining" on the app itself to a request that arrives while it stops', async () => {
    const run = await startApp(5_000);
    run.app.readiness.startDraining();
    const response = await run.app.server.inject('/endpoint/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', reason: 'draining' });
    expect(response.headers.connection).toBe('close');
  });
});

describe('drain at shutdown', () => {
  it('lets a running request finish, refuses new ones, and closes the database after it', async () => {
    const run = await startApp(5_000);
    const slow = fetch(`${run.url}/test/slow`);
    await run.entered;

    const stopping = run.stop();
    expect(run.app.readiness.draining).toBe(true);
    await expect(get(`${run.url}/endpoint/health`)).rejects.toThrow();
    await expect(run.app.server.inject('/endpoint/health')).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(run.events).toEqual([]);

    run.release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ rows: [{ one: 1 }] });
    await stopping;
    expect(run.events).toEqual(['slow request done', 'database closed']);
  });

  it('waits for the handler of a request whose client hung up before closing the database', async () => {
    const run = await startApp(5_000);
    const request = http.get(`${run.url}/test/slow`);
    request.on('error', () => {});
    await run.entered;
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stopping = run.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(run.events).toEqual([]);
    const released = Date.now();
    run.release();
    await stopping;
    expect(run.events).toEqual(['slow request done', 'database closed']);
    // Counted until its handler ended, not until the grace period ran out.
    expect(Date.now() - released).toBeLessThan(4_000);
  });

  it('cuts off a request still running when the grace period is over', async () => {
    const run = await startApp(300);
    const slow = fetch(`${run.url}/test/slow`).catch((error: unknown) => error);
    await run.entered;
    const started = Date.now();
    await run.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await slow).toBeInstanceOf(Error);
    expect(run.events).toEqual(['database closed']);
  });
});
