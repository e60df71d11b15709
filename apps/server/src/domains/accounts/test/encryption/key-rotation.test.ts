import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateIn } from '../../../../cli/rotate-data-keys.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { resolveDataProtection } from '../../../../platform/field-encryption/data-protection.ts';
import {
  MINUTE,
  TestClock,
  enrolGa,
  loginAs,
  registerPlayer,
  startChallengedLogin,
  withSession,
  type Player,
} from '../../../../../test/support/accounts.ts';
import { authenticatorCode } from '../../../../../test/support/rfc6238.ts';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { storedColumns } from './database-scan.ts';

const key = () => randomBytes(32).toString('base64');
const OLD = key();
const NEW = key();
const INDEX = key();
const keys = (list: string) => ({ DATA_ENCRYPTION_KEYS: list, DATA_INDEX_KEY: INDEX });

const clock = new TestClock();
let before: TestApp;
let after: TestApp | undefined;
let player: Player;
let secret: string;

beforeAll(async () => {
  before = await createTestApp({ now: clock.now, env: keys(`old:${OLD}`) });
  player = await registerPlayer(before);
  secret = await enrolGa(before, await loginAs(before, player), clock.ms);
});
afterAll(async () => {
  await after?.close();
  await before.close();
});

describe('rotating the key-encryption key', () => {
  it('re-wraps every value under the new key, after which the old key can be dropped', async () => {
    expect((await storedColumns(before.database, player.uid)).ga_secret).toMatch(/^enc:v1:old:/);
    const rotating = await resolveDataProtection(
      loadConfig({ NODE_ENV: 'test', ...keys(`new:${NEW},old:${OLD}`) }),
    );
    const lines: string[] = [];
    const byKey = await rotateIn(before.database, rotating, (line) => lines.push(line));
    expect(Object.keys(byKey)).toEqual(['new']);
    expect(lines[0]).toMatch(/re-wrapped under key new/);
    expect(lines.join('\n')).not.toContain(NEW);
    const stored = await storedColumns(before.database, player.uid);
    expect(stored.identity_number).toMatch(/^enc:v1:new:/);
    expect(stored.ga_secret).toMatch(/^enc:v1:new:/);
    // A second run has nothing left to do.
    const again: string[] = [];
    await rotateIn(before.database, rotating, (line) => again.push(line));
    expect(again[0]).toMatch(/^rotate-data-keys: 0 account/);

    // A process that knows only the new key signs the player in with the authenticator.
    after = await createTestApp({
      now: clock.now,
      database: before.database,
      env: keys(`new:${NEW}`),
    });
    clock.advance(MINUTE);
    const { challenge } = await startChallengedLogin(after, player);
    const login = await after.call('user', 'check_ga', {
      challenge: challenge!,
      ga_code: authenticatorCode(secret, clock.ms),
    });
    expect(login.body.result).toBe(true);
    const sid = login.response.cookies.find((c) => c.name === 'lale_sid')!.value;
    const exported = await after.call('user', 'export_personal_data', {}, withSession(sid));
    expect(exported.body).toMatchObject({
      result: true,
      data: { profile: { identityNumber: player.identityNumber } },
    });
  });
});
