import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../db/client.ts';
import { MemoryRateLimiter } from '../platform/limits/memory-rate-limiter.ts';
import { refusals } from '../platform/refusal.ts';
import { registerRpcRoute } from './dispatcher.ts';
import type { CallContext, HandlerRegistry } from './handler.ts';

/** The dispatcher's declared pipeline, with stand-in handlers behind real contract entries. */
let database: Database;
let app: FastifyInstance;
const seen: CallContext[] = [];

const handlers = {
  user: {
    // Declared `transaction: true`: the row it writes must go when it refuses afterwards.
    favorites: {
      handle: async (p: { id: number }, ctx: CallContext) => {
        await ctx.db.execute(sql`insert into scratch (n) values (${p.id})`);
        if (p.id === 13) throw refusals.notFound('game_not_found');
        if (p.id === 666) throw new Error('fault after a write');
        return [p.id];
      },
    },
    // Declared `rateLimit: [{ rule: 'recoveryRequests', per: 'ip' }]`.
    forgot: {
      handle: async (_p: unknown, ctx: CallContext) => {
        seen.push(ctx);
        return null;
      },
    },
  },
  prepayServices: {
    // Declared `idempotencyKey: 'requestKey'`.
    processTransaction: {
      handle: async (_p: unknown, ctx: CallContext) => {
        seen.push(ctx);
        return null;
      },
    },
  },
} as unknown as HandlerRegistry;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.db.execute(sql`create table scratch (n int not null)`);
  // Money-moving methods keep their first reply by request key (migration 0065, less users).
  await database.db.execute(sql`create table rpc_money_replies (
    user_id integer not null, method text not null, request_key text not null,
    payload_digest text not null, reply jsonb, created_at timestamptz not null default now(),
    primary key (user_id, method, request_key))`);
  app = Fastify({ logger: false });
  const now = () => new Date('2025-01-01T00:00:00Z');
  registerRpcRoute(app, {
    db: database.db,
    handlers,
    maintenance: { isOn: () => false },
    sessions: {
      resolve: async (request) =>
        request.headers['x-uid']
          ? { uid: Number(request.headers['x-uid']), rid: 1, sessionId: 's' }
          : null,
      cookies: { read: () => undefined, write: () => {}, clear: () => {} },
    },
    rateLimits: {
      limiter: new MemoryRateLimiter(now),
      rules: {
        registrations: { name: 'test-register', limit: 1, windowMs: 60_000 },
        recoveryRequests: { name: 'test-recovery', limit: 2, windowMs: 60_000 },
        unlockRequests: { name: 'test-unlock', limit: 2, windowMs: 60_000 },
        personalDataExports: { name: 'test-export', limit: 2, windowMs: 60_000 },
        kycUploads: { name: 'test-kyc', limit: 2, windowMs: 60_000 },
      },
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function call(className: string, method: string, data: object, headers: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/endpoint/v1',
    headers: { 'content-type': 'application/json', panel: 'frontend', ...headers },
    remoteAddress: '10.1.2.3',
    payload: { api: { class: className, method }, data: { Lang: 'en', ...data } },
  });
}

const scratch = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select n from scratch order by n`)).map(
    (row) => row.n,
  );

describe('the declared pipeline', () => {
  it('rolls a transactional method back when it refuses or fails after writing', async () => {
    const favorite = (id: number) =>
      call('user', 'favorites', { mode: 'insert', type: 'casino', id }, { 'x-uid': '7' });
    expect((await favorite(13)).json()).toMatchObject({ result: false, debug: 'game_not_found' });
    expect((await favorite(666)).statusCode).toBe(500);
    expect(await scratch()).toEqual([]);
    expect((await favorite(5)).json()).toMatchObject({ result: true, data: [5] });
    expect(await scratch()).toEqual([5]);
  });

  it('answers a declared method that has no handler with a clear 501 refusal', async () => {
    const reply = await call('sportsbook', 'get_sports', {});
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      result: false,
      code: 501,
      debug: 'not_available_yet',
      message: 'This feature is not available yet',
    });
  });

  it('refuses a required method without a session before its handler runs', async () => {
    const reply = await call('user', 'favorites', { mode: 'insert', type: 'casino', id: 9 });
    expect(reply.json()).toMatchObject({ result: false, code: 401, debug: 'anonymous_user' });
    expect(await scratch()).toEqual([5]);
  });

  it('answers 429 with retry-after once a declared limit is reached, before validation', async () => {
    seen.length = 0;
    const forgot = (data: object) => call('user', 'forgot', data);
    expect((await forgot({ email: 'a@example.com' })).statusCode).toBe(200);
    // An unreadable call is counted too: the limit runs before the payload is read.
    expect((await forgot({})).json()).toMatchObject({ result: false, code: 400 });
    const limited = await forgot({ email: 'a@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toMatchObject({
      result: false,
      code: 429,
      debug: 'rate_limited',
    });
    expect(seen).toHaveLength(1);
  });

  it('hands the declared idempotency key to the handler', async () => {
    seen.length = 0;
    const request = { Type: 2, methodID: 1, amount: 5000 };
    await call(
      'prepayServices',
      'processTransaction',
      { ...request, requestKey: 'retry-key-1' },
      {
        'x-uid': '7',
      },
    );
    // A money-moving method without its key is refused before its handler runs.
    const keyless = await call('prepayServices', 'processTransaction', request, { 'x-uid': '7' });
    expect(keyless.json()).toMatchObject({ result: false });
    expect(seen.map((ctx) => ctx.idempotencyKey)).toEqual(['retry-key-1']);
    expect(seen[0]!.session).toMatchObject({ uid: 7 });
  });
});
