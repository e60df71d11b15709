import { PANEL_HEADER } from '@lale/contract/envelope';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/support/test-database.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { MemoryRateLimiter } from '../platform/limits/memory-rate-limiter.ts';
import { refusals } from '../platform/refusal.ts';
import type { SessionResolver } from '../rpc/dispatcher.ts';
import { providePipeline, route, type Transport } from './route.ts';
import { requirePipelines } from './route-needs.ts';

/** Tells what it refused, under the refusal's kind as status. */
const transport: Transport = {
  invalid: () => refusals.invalid(),
  refusal: (refusal) => ({
    status: { unauthenticated: 401, rate_limited: 429 }[refusal.kind as string] ?? 400,
    body: { refused: refusal.code },
  }),
  fault: (_request, errorId) => ({ status: 500, body: { errorId } }),
};

/** `x-uid: <n>` is a live session, `x-uid: dead` a cookie naming none. */
const sessions: SessionResolver = {
  resolve: async (request) => {
    const uid = request.headers['x-uid'];
    if (uid === 'dead') return 'expired';
    return typeof uid === 'string' ? { uid: Number(uid), rid: 1, sessionId: `s${uid}` } : null;
  },
  cookies: { read: () => undefined, write: () => {}, clear: () => {} },
};

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: false }));
  await database.db.execute(sql`create table route_tx_probe (note text not null)`);
  app = Fastify({ logger: false });
  requirePipelines(app);
  providePipeline(app, {
    db: database.db,
    sessions,
    rateLimits: {
      limiter: new MemoryRateLimiter(() => new Date()),
      rules: {
        registrations: { name: 't-register', limit: 1, windowMs: 60_000 },
        recoveryRequests: { name: 't-recovery', limit: 1, windowMs: 60_000 },
        unlockRequests: { name: 't-unlock', limit: 1, windowMs: 60_000 },
        personalDataExports: { name: 't-export', limit: 1, windowMs: 60_000 },
        kycUploads: { name: 't-kyc', limit: 2, windowMs: 60_000 },
      },
    },
  });
  route(app, {
    method: 'GET',
    url: '/required',
    transport,
    auth: { player: 'required' },
    handler: ({ session }) => ({ uid: session.uid }),
  });
  route(app, {
    method: 'GET',
    url: '/optional',
    transport,
    auth: { player: 'optional' },
    handler: ({ session }) => ({ uid: session?.uid ?? null }),
  });
  route(app, {
    method: 'POST',
    url: '/limited',
    transport,
    auth: { player: 'required' },
    rateLimit: [{ rule: 'kycUploads', per: 'account' }],
    body: z.object({ n: z.number() }),
    handler: ({ body }) => ({ n: body.n }),
  });
  route(app, {
    method: 'POST',
    url: '/panel',
    transport,
    auth: 'none',
    panel: true,
    headers: { 'cache-control': 'no-store' },
    handler: () => ({ ok: true }),
  });
  route(app, {
    method: 'POST',
    url: '/written',
    transport,
    auth: 'none',
    transaction: true,
    body: z.object({ note: z.string(), refuse: z.boolean() }),
    handler: async ({ body, db }) => {
      await db.execute(sql`insert into route_tx_probe (note) values (${body.note})`);
      if (body.refuse) throw refusals.failed();
      return { ok: true };
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const get = (url: string, uid?: string) =>
  app.inject({ method: 'GET', url, headers: uid ? { 'x-uid': uid } : {} });

describe('route(): a player session, as the RPC reads it', () => {
  it("'required' refuses without a live session, and hands the handler the one it found", async () => {
    expect((await get('/required')).json()).toEqual({ refused: 'anonymous_user' });
    const dead = await get('/required', 'dead');
    expect([dead.statusCode, dead.json()]).toEqual([401, { refused: 'session_expired' }]);
    expect((await get('/required', '7')).json()).toEqual({ uid: 7 });
  });

  it("'optional' lets anyone through, with the session when there is a live one", async () => {
    expect((await get('/optional')).json()).toEqual({ uid: null });
    expect((await get('/optional', 'dead')).json()).toEqual({ uid: null });
    expect((await get('/optional', '8')).json()).toEqual({ uid: 8 });
  });
});

describe('route(): declared rate limits, counted before the input is read', () => {
  it('counts per account, refuses past the rule with retry-after seconds, and counts nothing unread', async () => {
    const post = (uid: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/limited',
        headers: { 'x-uid': uid },
        payload: payload as object,
      });
    expect((await post('1', { n: 1 })).statusCode).toBe(200);
    // Counted before validation: a bad body spends the allowance too.
    expect((await post('1', { n: 'x' })).statusCode).toBe(400);
    const third = await post('1', { n: 3 });
    expect([third.statusCode, third.json()]).toEqual([429, { refused: 'rate_limited' }]);
    expect((await post('2', { n: 1 })).statusCode).toBe(200);
  });
});

describe('route(): the panel header and the answer headers', () => {
  it('refuses a call without the panel header as malformed, with the declared headers all the same', async () => {
    const without = await app.inject({ method: 'POST', url: '/panel' });
    expect([without.statusCode, without.json()]).toEqual([400, { refused: 'malformed_request' }]);
    expect(without.headers['cache-control']).toBe('no-store');
    const panel = { [PANEL_HEADER.name]: PANEL_HEADER.value };
    const ok = await app.inject({ method: 'POST', url: '/panel', headers: panel });
    expect([ok.statusCode, ok.headers['cache-control']]).toEqual([200, 'no-store']);
  });
});

describe('route(): a declared transaction', () => {
  it('commits what the handler wrote when it answers, and keeps nothing of a refused call', async () => {
    const post = (note: string, refuse: boolean) =>
      app.inject({ method: 'POST', url: '/written', payload: { note, refuse } });
    expect((await post('kept', false)).statusCode).toBe(200);
    expect((await post('undone', true)).json()).toEqual({ refused: 'process_failed' });
    const notes = rowsOf<{ note: string }>(
      await database.db.execute(sql`select note from route_tx_probe`),
    );
    expect(notes.map((row) => row.note)).toEqual(['kept']);
  });
});

describe('declared needs that nothing can meet fail when the route is made', () => {
  it('refuses a proof without its guard, a per-account limit without a required session, a session without the pipeline', () => {
    expect(() =>
      route(app, {
        method: 'GET',
        url: '/a',
        transport,
        auth: { proof: 'scraper' },
        handler: () => 1,
      }),
    ).toThrow(/guard/);
    expect(() =>
      route(app, {
        method: 'GET',
        url: '/b',
        transport,
        auth: { player: 'optional' },
        rateLimit: [{ rule: 'kycUploads', per: 'account' }],
        handler: () => 1,
      }),
    ).toThrow(/per-account/);
    const bare = Fastify({ logger: false });
    expect(() =>
      route(bare, {
        method: 'GET',
        url: '/c',
        transport,
        auth: { player: 'required' },
        handler: () => 1,
      }),
    ).toThrow(/pipeline/);
  });
});

describe('requirePipelines', () => {
  it('throws on a route made raw, and lists every route with its pipeline and needs', async () => {
    const raw = Fastify({ logger: false });
    const table = requirePipelines(raw);
    expect(() => raw.get('/raw', async () => 'x')).toThrow(/outside the pipelines/);
    route(raw, { method: 'GET', url: '/made', transport, auth: 'none', handler: () => 1 });
    await raw.ready();
    expect(table).toEqual([
      { method: 'GET', url: '/made', pipeline: 'route', needs: { auth: 'none' } },
      { method: 'HEAD', url: '/made', pipeline: 'route', needs: { auth: 'none' } },
    ]);
    await raw.close();
  });
});
