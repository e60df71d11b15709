import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusals } from '../platform/refusal.ts';
import { route, type Transport } from './route.ts';

/** A transport that tells what it refused, and which field. */
const transport: Transport = {
  invalid: (error) =>
    refusals.invalid({ [error.issues[0]!.path.join('.') || '_']: 'invalid_value' }),
  refusal: (refusal) => ({ status: 400, body: { refused: refusal.code, fields: refusal.fields } }),
  fault: (_request, errorId) => ({ status: 500, body: { errorId } }),
};

let app: FastifyInstance;
const handled: unknown[] = [];
beforeAll(async () => {
  app = Fastify({ logger: false });
  route(app, {
    method: 'POST',
    url: '/declared/:slot',
    transport,
    auth: 'none',
    body: z.object({ name: z.string(), note: z.string().optional() }),
    query: z.object({ q: z.string().optional() }),
    params: z.object({ slot: z.string() }),
    handler: ({ body }) => {
      handled.push(body);
      return { ok: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/undeclared',
    transport,
    auth: 'none',
    handler: ({ body }) => {
      handled.push(body);
      return { ok: true };
    },
  });
  app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) =>
      done(null, String(body)),
    );
    route(scope, {
      method: 'POST',
      url: '/raw',
      transport,
      auth: 'none',
      handler: ({ body }) => ({ length: String(body).length }),
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('route(): clean text in every non-RPC route, as in RPC payloads', () => {
  it('refuses a control character or a lone surrogate in a declared body, before the handler', async () => {
    handled.length = 0;
    for (const name of ['ad\u0000min', 'tab\there', 'bidi\u0085', 'half\ud800']) {
      const response = await post('/declared/a', { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toEqual({
        refused: 'invalid_value',
        fields: { name: 'invalid_value' },
      });
    }
    expect(handled).toEqual([]);
  });

  it('lets line breaks through only in the fields that may span lines', async () => {
    expect((await post('/declared/a', { name: 'Ayşe 😀', note: 'one\ntwo' })).statusCode).toBe(200);
    expect((await post('/declared/a', { name: 'one\ntwo' })).statusCode).toBe(400);
  });

  it('checks the query and the path parameters too', async () => {
    const query = await app.inject({
      method: 'POST',
      url: '/declared/a?q=x%00y',
      payload: { name: 'ok' },
    });
    expect(query.json()).toEqual({ refused: 'invalid_value', fields: { q: 'invalid_value' } });
    const params = await post('/declared/a%01b', { name: 'ok' });
    expect(params.json()).toEqual({ refused: 'invalid_value', fields: { slot: 'invalid_value' } });
  });

  it('walks a parsed body without a schema, keys included', async () => {
    handled.length = 0;
    expect((await post('/undeclared', { deep: [{ x: 'a\u0000' }] })).statusCode).toBe(400);
    expect((await post('/undeclared', { 'k\u0007': 1 })).statusCode).toBe(400);
    expect((await post('/undeclared', { deep: [{ x: 'fine' }] })).statusCode).toBe(200);
    expect(handled).toEqual([{ deep: [{ x: 'fine' }] }]);
  });

  it("leaves a raw text body (a signed callback's bytes) to its reader", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/raw',
      headers: { 'content-type': 'text/plain' },
      payload: '{\n  "pretty": true\n}',
    });
    expect(response.json()).toEqual({ length: 20 });
  });
});
