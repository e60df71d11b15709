import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { operatorClient, type OperatorClient } from '../../../../test/support/backoffice-client.ts';
import { backofficeRoutes, concreteUrl as concrete, type BackofficeRoute } from './route-table.ts';

/** Reached without an operator on purpose: signing in, and whoever calls it signs out. */
const OPEN = new Set(['POST /login', 'POST /logout']);
/** Writes that read nothing from their body: junk fields beside nothing are no input at all. */
const BODILESS = new Set(['/support/live-pass', '/audit/verify']);

let app: TestApp;
let player: SignedInPlayer;
let admin: OperatorClient;
let routes: BackofficeRoute[];
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  admin = await operatorClient(app);
  routes = backofficeRoutes(app.server);
});
afterAll(() => app.close());

const call = (
  route: BackofficeRoute,
  cookies: Record<string, string>,
  payload = '{}',
  parameter = '1',
) =>
  app.server.inject({
    method: route.method,
    url: concrete(route.path, parameter),
    headers: { panel: 'backoffice', 'content-type': 'application/json' },
    cookies,
    ...(route.method === 'POST' ? { payload } : {}),
  });

const envelope = (response: Awaited<ReturnType<typeof call>>) =>
  String(response.headers['content-type']).includes('json') ? response.json() : null;

describe('every back-office route', () => {
  it('is found in the route table (the inventory the checks below walk)', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes).toContainEqual({ method: 'GET', path: '/requests' });
    expect(routes).toContainEqual({ method: 'POST', path: '/decide/bulk' });
    expect(routes).toContainEqual({ method: 'GET', path: '/players/:uid/documents/:id' });
  });

  it('refuses a caller without an operator session, and a player signed in on the site', async () => {
    const guarded = routes.filter((r) => !OPEN.has(`${r.method} ${r.path}`));
    for (const route of guarded) {
      for (const cookies of [{}, player.cookies]) {
        const response = await call(route, cookies);
        const label = `${route.method} ${route.path}`;
        expect(response.statusCode, label).toBeLessThan(500);
        const body = envelope(response);
        expect(body?.result, label).toBe(false);
        expect(body?.debug, label).toMatch(/anonymous_user|session_expired|not_authorized/);
      }
    }
  });

  it("answers an admin's hostile body on every write with a refusal, never a fault", async () => {
    const writes = routes.filter((r) => r.method === 'POST' && !OPEN.has(`POST ${r.path}`));
    const hostile = [
      '{"uid": ',
      '{"uid": "1 or 1=1", "amount": 1e309, "__proto__": {"admin": true}}',
      JSON.stringify({ id: -1, uid: [], kind: '<script>', status: {}, reason: 'x'.repeat(5000) }),
    ];
    for (const route of writes) {
      for (const payload of BODILESS.has(route.path) ? hostile.slice(0, 2) : hostile) {
        const response = await call(route, admin.cookies, payload, "1' or 1=1 --");
        const label = `POST ${route.path} ${payload.slice(0, 20)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(envelope(response)?.result, label).toBe(false);
      }
    }
  });
});
