import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { RouteNeeds, ServedRoute } from '../route-needs.ts';

let app: TestApp;
let routes: ServedRoute[];
beforeAll(async () => {
  app = await createTestApp();
  routes = app.server.servedRoutes;
});
afterAll(() => app.close());

const key = (route: ServedRoute) => `${route.method} ${route.url}`;

describe('every route goes through a pipeline and declares what it needs', () => {
  it('serves nothing made raw: every route is route()’s, the RPC’s, the live socket’s or files', () => {
    expect(routes.length).toBeGreaterThan(200);
    for (const route of routes)
      expect(['route', 'rpc', 'live', 'files'], key(route)).toContain(route.pipeline);
    for (const route of routes.filter((served) => served.pipeline === 'route'))
      expect(route.needs?.auth, key(route)).toBeDefined();
  });

  it('declares the needs of every route outside the back office and the game API', () => {
    const declared = Object.fromEntries(
      routes
        .filter((route) => route.method !== 'HEAD')
        .filter((route) => !/^\/(backoffice|games)\/api\//.test(route.url))
        .map((route) => [key(route), route.needs ?? route.pipeline]),
    );
    const none: RouteNeeds = { auth: 'none' };
    const player = (need: 'required' | 'optional'): RouteNeeds => ({ auth: { player: need } });
    const proof = (by: string) => ({ auth: { proof: by } });
    expect(declared).toEqual({
      'POST /endpoint/v1': 'rpc',
      'GET /endpoint/ws': proof('live peers'),
      'GET /endpoint/ready': none,
      'GET /endpoint/health': none,
      'GET /endpoint/metrics': proof('scraper'),
      'GET /endpoint/v1/check-maintenance': none,
      'GET /endpoint/v1/licenses': none,
      'POST /endpoint/control/maintenance': proof('control token'),
      'GET /endpoint/v1/ip-info': player('optional'),
      'POST /endpoint/support/attachments': player('optional'),
      'GET /endpoint/support/attachments/:id': player('optional'),
      'POST /endpoint/kyc/documents': {
        auth: { player: 'required' },
        rateLimit: [{ rule: 'kycUploads', per: 'account' }],
      },
      'POST /endpoint/payments/:provider/callback': proof('payment signature'),
      'GET /endpoint/payments/simulated/checkout': none,
      'POST /endpoint/payments/simulated/complete': none,
      'POST /provider/v1/authenticate': proof('provider signature'),
      'POST /provider/v1/balance': proof('provider signature'),
      'POST /provider/v1/bet': proof('provider signature'),
      'POST /provider/v1/win': proof('provider signature'),
      'POST /provider/v1/rollback': proof('provider signature'),
      'POST /provider/v1/:action': none,
      'GET /datas/:name': none,
      'GET /media/cms/:id': none,
      'GET /media/art/:name': none,
      'GET /media/thumbs/:file': none,
      'GET /media/tables/:file': none,
      'GET /games/:page/': none,
      'GET /games/:page': none,
      'GET /dev/outbox': none,
      'GET /dev/outbox.json': none,
    });
  });

  it('gives each back-office route the access the contract declares', () => {
    const office = routes.filter((route) => route.url.startsWith('/backoffice/api/'));
    expect(office.length).toBeGreaterThan(100);
    for (const route of office) {
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      const access = app.server.backofficeAccess.get(`${method} ${route.url}`);
      const { transaction, ...needs } = route.needs ?? {};
      expect(needs, key(route)).toEqual({ auth: { operator: access } });
      // An audited control: its change and its audit row commit in one transaction.
      if (transaction) expect(['operator', 'anyone'], key(route)).not.toContain(access);
    }
    const controls = office.filter((route) => route.needs?.transaction).map(key);
    expect(controls).toContain('POST /backoffice/api/v1/finance/settings');
    expect(controls).toContain('POST /backoffice/api/v1/operators/create');
    expect(controls.every((control) => control.startsWith('POST '))).toBe(true);
  });

  it('asks the game API for a game session on every route but the one that opens it', () => {
    const studio = routes.filter((route) => route.url.startsWith('/games/api/'));
    for (const route of studio) {
      const auth = route.url === '/games/api/v1/session' ? 'none' : { proof: 'game session' };
      expect(route.needs?.auth, key(route)).toEqual(auth);
    }
    const written = studio.filter((route) => route.needs?.transaction).map(key);
    expect(written.sort()).toEqual([
      'POST /games/api/v1/fairness/client-seed',
      'POST /games/api/v1/fairness/rotate',
    ]);
  });
});
