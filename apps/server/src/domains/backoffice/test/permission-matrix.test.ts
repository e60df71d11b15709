import { can, OPERATOR_ROLES, type StaffRole } from '@lale/contract/backoffice-permissions';
import { listBackofficeRoutes } from '@lale/contract/backoffice/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAccess } from '../http/operator-route.ts';
import {
  addOperator,
  operatorClient,
  operatorCode,
  TEST_TOTP_SECRET,
} from '../../../../test/support/backoffice-client.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  BACKOFFICE_API,
  backofficeRoutes,
  concreteUrl,
  type BackofficeRoute,
} from './route-table.ts';

const INSIDE = '203.0.113.9';
const OUTSIDE = '198.51.100.7';
/** Reached from anywhere on purpose: signing in, and whoever calls it signs out. */
const OPEN = new Set(['POST /login', 'POST /logout']);

let app: TestApp;
let routes: BackofficeRoute[];
let access: Map<string, OperatorAccess>;
const cookiesOf = new Map<StaffRole, Record<string, string>>();
let fenced: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  routes = backofficeRoutes(app.server);
  access = app.server.backofficeAccess;
  for (const role of OPERATOR_ROLES) {
    const name = `matris_${role}`;
    await addOperator(app, name, role);
    cookiesOf.set(role, (await operatorClient(app, name, 'Operator1')).cookies);
  }
  await addOperator(app, 'matris_cit', 'admin', 'Operator1', { ipAllowList: ['203.0.113.0/24'] });
  const login = await app.server.inject({
    method: 'POST',
    url: `${BACKOFFICE_API}/login`,
    headers: { panel: 'backoffice', 'content-type': 'application/json' },
    payload: {
      username: 'matris_cit',
      password: 'Operator1',
      code: operatorCode(TEST_TOTP_SECRET, app.now()),
    },
    remoteAddress: INSIDE,
  });
  fenced = { lale_op: login.cookies.find((c) => c.name === 'lale_op')!.value };
});
afterAll(() => app.close());

const key = (route: BackofficeRoute) => `${route.method} ${route.path}`;

/** A call with nothing in it: an empty body, every path parameter 1. */
const call = (route: BackofficeRoute, cookies: Record<string, string>, remoteAddress?: string) =>
  app.server.inject({
    method: route.method,
    url: concreteUrl(route.path, '1'),
    headers: { panel: 'backoffice', 'content-type': 'application/json' },
    cookies,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(route.method === 'POST' ? { payload: '{}' } : {}),
  });

const refusalOf = (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode).toBeLessThan(500);
  return String(response.headers['content-type']).includes('json')
    ? (response.json() as { result: boolean; debug?: string })
    : null;
};

describe('the back-office permission matrix (each role against each route)', () => {
  it('has a declared access for every route in the route table, and no declaration without one', () => {
    expect(routes.length).toBeGreaterThan(90);
    const served = routes.map((r) => `${r.method} ${BACKOFFICE_API}${r.path}`).sort();
    expect([...access.keys()].sort()).toEqual(served);
  });

  it('serves exactly the routes the contract declares, each with its declared access', () => {
    const declared = listBackofficeRoutes();
    const served = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(declared.map(({ spec }) => `${spec.method} ${spec.path}`).sort()).toEqual(served);
    for (const { name, spec } of declared)
      expect(access.get(`${spec.method} ${BACKOFFICE_API}${spec.path}`), name).toBe(spec.access);
  });

  it('refuses a role lacking the declared permission on every route, before reading the body, and lets one holding it past', async () => {
    let refused = 0;
    for (const route of routes) {
      const declared = access.get(`${route.method} ${BACKOFFICE_API}${route.path}`)!;
      // Signing out would end the session the rest of the matrix uses.
      if (key(route) === 'POST /logout') continue;
      for (const role of OPERATOR_ROLES) {
        const label = `${key(route)} as ${role} (needs ${declared})`;
        const body = refusalOf(await call(route, cookiesOf.get(role)!));
        const holds = declared === 'anyone' || declared === 'operator' || can(role, declared);
        if (holds) expect(body?.debug, label).not.toBe('not_authorized');
        else {
          expect(body, label).toMatchObject({ result: false, debug: 'not_authorized' });
          refused += 1;
        }
      }
    }
    // Every role but admin lacks something: the matrix did refuse.
    expect(refused).toBeGreaterThan(100);
  });

  it("refuses a caller from outside the operator's address list on every route but sign-in and sign-out", async () => {
    for (const route of routes) {
      if (OPEN.has(key(route))) continue;
      const body = refusalOf(await call(route, fenced, OUTSIDE));
      expect(body, key(route)).toMatchObject({ result: false, debug: 'operator_address_refused' });
    }
    // The same operator from inside its list is let through.
    const me = refusalOf(await call({ method: 'GET', path: '/me' }, fenced, INSIDE));
    expect(me?.result).toBe(true);
  });
});
