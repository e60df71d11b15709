import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateIn } from '../../../cli/rotate-data-keys.ts';
import { loadConfig } from '../../../platform/config.ts';
import { resolveDataProtection } from '../../../platform/field-encryption/data-protection.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  backofficePost,
  operatorClient,
  operatorCode,
} from '../../../../test/support/backoffice-client.ts';

const key = () => randomBytes(32).toString('base64');
const OLD = key();
const NEW = key();
const INDEX = key();
const keys = (list: string) => ({ DATA_ENCRYPTION_KEYS: list, DATA_INDEX_KEY: INDEX });

let before: TestApp;
let after: TestApp | undefined;
afterAll(async () => {
  await after?.close();
  await before.close();
});

const login = (app: TestApp, username: string, password: string, code?: string) =>
  backofficePost(app, '/login', code ? { username, password, code } : { username, password }).then(
    (reply) => reply.json(),
  );

const storedSecrets = (app: TestApp) =>
  app.database.inLockedTransaction(0, (tx) =>
    tx.query<{
      username: string;
      totp_secret_sealed: string | null;
      totp_pending_sealed: string | null;
    }>('select username, totp_secret_sealed, totp_pending_sealed from operators order by id'),
  );

let enrolledSecret: string;
let pendingSecret: string;
const passwords: Record<string, string> = {};
beforeAll(async () => {
  before = await createTestApp({ env: keys(`old:${OLD}`) });
  const admin = await operatorClient(before);
  for (const username of ['kasa_eski', 'kasa_yarim']) {
    const created = await admin.post('/operators/create', { username, role: 'finance' });
    passwords[username] = created.body.data.temporaryPassword;
  }
  enrolledSecret = (await login(before, 'kasa_eski', passwords.kasa_eski!)).data.secret;
  const enrolled = await login(
    before,
    'kasa_eski',
    passwords.kasa_eski!,
    operatorCode(enrolledSecret, before.now()),
  );
  expect(enrolled.result).toBe(true);
  // Shown its secret, not yet entered a code: the pending secret is sealed too.
  pendingSecret = (await login(before, 'kasa_yarim', passwords.kasa_yarim!)).data.secret;
});

describe('rotating the data keys covers operators', () => {
  it("re-wraps operators' authenticator secrets, so they still sign in once the old key is gone", async () => {
    const sealedBefore = await storedSecrets(before);
    expect(sealedBefore.some((row) => row.totp_secret_sealed?.startsWith('enc:v1:old:'))).toBe(
      true,
    );
    const rotating = await resolveDataProtection(
      loadConfig({ NODE_ENV: 'test', ...keys(`new:${NEW},old:${OLD}`) }),
    );
    const lines: string[] = [];
    const byKey = await rotateIn(before.database, rotating, (line) => lines.push(line));
    expect(byKey).not.toHaveProperty('old');
    expect(lines[0]).toMatch(/and 3 operator\(s\) re-wrapped under key new/);
    for (const row of await storedSecrets(before))
      for (const value of [row.totp_secret_sealed, row.totp_pending_sealed])
        if (value !== null) expect(value, row.username).toMatch(/^enc:v1:new:/);

    after = await createTestApp({ database: before.database, env: keys(`new:${NEW}`) });
    // The demo admin (seeded under the old key) and the enrolled operator sign in.
    expect((await (await operatorClient(after)).get('/me')).body.data.username).toBe('admin');
    const next = new Date(after.now().getTime() + 30_000);
    expect(
      await login(after, 'kasa_eski', passwords.kasa_eski!, operatorCode(enrolledSecret, next)),
    ).toMatchObject({ result: true, data: { username: 'kasa_eski' } });
    // The half-enrolled one is shown the same secret and finishes with a code of it.
    expect((await login(after, 'kasa_yarim', passwords.kasa_yarim!)).data.secret).toBe(
      pendingSecret,
    );
    expect(
      await login(after, 'kasa_yarim', passwords.kasa_yarim!, operatorCode(pendingSecret, next)),
    ).toMatchObject({ result: true });
  });
});
