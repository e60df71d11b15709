import type { LightMyRequestResponse } from 'fastify';
import { PasswordHasher, TEST_ONLY_ARGON2 } from '../../src/platform/password-hasher.ts';
import { operators } from '../../src/db/schema.ts';
import type { TestApp } from '../support/test-app.ts';

export interface OperatorClient {
  cookies: Record<string, string>;
  get(path: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  post(path: string, payload: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const API = '/backoffice/api/v1';

export async function backofficePost(
  app: TestApp,
  path: string,
  payload: unknown,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = { panel: 'backoffice' },
): Promise<LightMyRequestResponse> {
  return app.server.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    cookies,
    payload: JSON.stringify(payload),
  });
}

/** Signs an operator in through the API and returns a client holding its cookie. */
export async function operatorClient(
  app: TestApp,
  username = 'admin',
  password = 'Admin1234',
): Promise<OperatorClient> {
  const login = await backofficePost(app, '/login', { username, password });
  const cookie = login.cookies.find((c) => c.name === 'lale_op');
  if (!cookie) throw new Error(`operator login failed: ${login.body}`);
  const cookies = { lale_op: cookie.value };
  return {
    cookies,
    async get(path) {
      const response = await app.server.inject({
        method: 'GET',
        url: `${API}${path}`,
        headers: { panel: 'backoffice' },
        cookies,
      });
      return { status: response.statusCode, body: response.json() };
    },
    async post(path, payload) {
      const response = await backofficePost(app, path, payload, cookies);
      return { status: response.statusCode, body: response.json() };
    },
  };
}

/** An operator row with a known password (weak test hashing). */
export async function addOperator(
  app: TestApp,
  username: string,
  role: 'admin' | 'cashier' | 'viewer',
  password = 'Operator1',
): Promise<void> {
  const passwordHash = await new PasswordHasher(TEST_ONLY_ARGON2).hash(password);
  await app.database.db
    .insert(operators)
    .values({ username, passwordHash, role, createdAt: new Date() });
}
