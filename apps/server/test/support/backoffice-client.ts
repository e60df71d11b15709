import type { StaffRole } from '@lale/contract/backoffice-permissions';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { PasswordHasher, TEST_ONLY_ARGON2 } from '../../src/platform/password-hasher.ts';
import { operators } from '../../src/db/schema.ts';
import { OPERATOR_TOTP_PURPOSE } from '../../src/domains/backoffice/operators/operator-totp.ts';
import {
  protectionFrom,
  testDataKeys,
} from '../../src/platform/field-encryption/data-protection.ts';
import { DEMO_OPERATOR } from '../../src/seed/demo-operator.ts';
import type { TestApp } from './test-app.ts';

/** The demo admin's authenticator secret; operators added by addOperator share it. */
export const TEST_TOTP_SECRET = DEMO_OPERATOR.totpSecret;

/** The authenticator's code of `secret` at `at` (the app's clock). */
export function operatorCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

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

/**
 * Signs an operator in through the API (name, password and its authenticator's code on the
 * app's clock) and returns a client holding its cookie.
 */
export async function operatorClient(
  app: TestApp,
  username = 'admin',
  password = 'Admin1234',
  totpSecret: string = TEST_TOTP_SECRET,
): Promise<OperatorClient> {
  const code = operatorCode(totpSecret, app.now());
  const login = await backofficePost(app, '/login', { username, password, code });
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

/**
 * An operator row with a known password (weak test hashing) and, unless `totpSecret` is null
 * (to test enrolment), an authenticator enrolled with TEST_TOTP_SECRET. Returns its id.
 */
export async function addOperator(
  app: TestApp,
  username: string,
  role: StaffRole,
  password = 'Operator1',
  options: { totpSecret?: string | null; ipAllowList?: string[] } = {},
): Promise<number> {
  const passwordHash = await new PasswordHasher(TEST_ONLY_ARGON2).hash(password);
  const secret = options.totpSecret === undefined ? TEST_TOTP_SECRET : options.totpSecret;
  const cipher = protectionFrom(testDataKeys()).cipher;
  const [row] = await app.database.db
    .insert(operators)
    .values({
      username,
      passwordHash,
      role,
      totpSecretSealed: secret === null ? null : cipher.seal(secret, OPERATOR_TOTP_PURPOSE),
      ipAllowList: options.ipAllowList ?? [],
      createdAt: new Date(),
    })
    .returning({ id: operators.id });
  return row!.id;
}
