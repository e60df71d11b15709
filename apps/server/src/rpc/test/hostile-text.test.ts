import { messages } from '@lale/contract/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInPlayer, type SignedInPlayer } from '../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The calls where a NUL once answered HTTP 500 and wrote the failed SQL with its parameters to
// the error log (issue 21). Each must now be refused as invalid input, in the caller's
// language, before any query runs, and leave nothing at error level in the log.
let app: TestApp;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const NUL = 'ab\u0000cd';
const CASES = [
  { api: ['user', 'login'], data: { username: NUL, password: 'Secret12' }, signedIn: false },
  { api: ['user', 'forgot'], data: { email: `a${NUL}@lale.example` }, signedIn: false },
  { api: ['cms', 'getIcSlider'], data: { SliderType: NUL }, signedIn: false },
  {
    api: ['casino', 'games_list'],
    data: { limit: 10, offset: 0, searchGameName: NUL },
    signedIn: false,
  },
  {
    api: ['livecasino', 'game_table_list'],
    data: { limit: 10, offset: 0, searchGameName: NUL },
    signedIn: false,
  },
  { api: ['user', 'end_session'], data: { sessionId: NUL }, signedIn: true },
  { api: ['envoy', 'getDepositAmounts'], data: { bankcode: NUL }, signedIn: true },
] as const;

describe('a NUL character in a text field', () => {
  for (const { api, data, signedIn } of CASES) {
    for (const lang of ['tr', 'en'] as const) {
      it(`${api.join(' ')} (${lang}): invalid input with a message, no error logged`, async () => {
        const errors = vi.spyOn(app.server.log, 'error');
        const call = app.call as (
          c: string,
          m: string,
          d: unknown,
          i?: { cookies?: Record<string, string> },
        ) => ReturnType<TestApp['call']>;
        const { status, body } = await call(
          api[0],
          api[1],
          { ...data, Lang: lang },
          signedIn ? { cookies: player.cookies } : undefined,
        );
        expect(errors).not.toHaveBeenCalled();
        expect(status).toBe(200);
        expect(body).toMatchObject({ result: false, code: 400 });
        expect(Object.values(messages).map((text) => text[lang])).toContain(body.message);
        expect(JSON.stringify(body)).not.toMatch(/select|insert|\\u0000|stack/i);
      });
    }
  }
});
