import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../../db/schema.ts';
import { HOUSE, playerCash } from '../../wallet/accounts.ts';
import { transfer } from '../../wallet/ledger.ts';
import {
  MINUTE,
  TestClock,
  loginAs,
  registerPlayer,
  withSession,
  type Player,
} from '../../../../test/support/accounts.ts';
import { findGame, fund, openGame } from '../../../../test/support/studio.ts';
import type { SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

// The real time: the ledger stamps transfers with the database's clock.
const clock = new TestClock(Date.now());
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const ping = (sid: string) => app.call('system', 'ping', { Lang: 'en' }, withSession(sid));
const setSessionLimit = (sid: string, amount: number | null) =>
  app.call(
    'responsible_gaming',
    'set_limit',
    { kind: 'session', period: 'session', amount } as never,
    withSession(sid),
  );

let key = 0;
const money = (uid: number, kind: 'deposit' | 'bet' | 'win' | 'rollback', amount: number) =>
  transfer(app.database.db, {
    debit: kind === 'bet' ? playerCash(uid) : HOUSE,
    credit: kind === 'bet' ? HOUSE : playerCash(uid),
    amount,
    kind,
    idempotencyKey: `rg-session:${uid}:${++key}`,
  });

describe('session limit', () => {
  let player: Player;
  beforeAll(async () => {
    player = await registerPlayer(app);
  });

  it('ends the session when its minutes are up, saying which limit, then the session is gone', async () => {
    const sid = await loginAs(app, player);
    expect((await setSessionLimit(sid, 30)).body).toMatchObject({ result: true });
    clock.advance(29 * MINUTE);
    expect((await ping(sid)).body).toMatchObject({ result: true });
    clock.advance(MINUTE);
    const ended = await ping(sid);
    expect(ended.body).toMatchObject({
      result: false,
      code: 403,
      debug: 'rg_session_limit_reached',
      message:
        'You have reached your session time limit (30 minutes); your session has ended. You may sign in again.',
      data: { limit: { kind: 'session', period: 'session', amount: 30, used: 30, resetsAt: null } },
    });
    expect((await ping(sid)).body).toMatchObject({ result: false, debug: 'session_expired' });
    const rows = await app.database.db
      .select({ reason: sessions.endReason })
      .from(sessions)
      .where(eq(sessions.userId, player.uid));
    expect(rows.map((r) => r.reason)).toContain('rg_session_limit');
    const audited = await app.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.userId, player.uid), eq(auditLog.event, 'rg_session_limit_end')));
    expect(audited).toHaveLength(1);
  });

  it('a new session carries the limit from sign-in, and lowering it applies to open sessions', async () => {
    const sid = await loginAs(app, player);
    const summary = await app.call('responsible_gaming', 'session_summary', {}, withSession(sid));
    expect(summary.body).toMatchObject({
      result: true,
      data: { sessionEndsAt: new Date(clock.ms + 30 * MINUTE).toISOString() },
    });
    clock.advance(20 * MINUTE);
    expect((await setSessionLimit(sid, 15)).body).toMatchObject({ result: true });
    expect((await ping(sid)).body).toMatchObject({
      debug: 'rg_session_limit_reached',
      data: { limit: { amount: 15 } },
    });
  });

  it('ends the games opened in that session too', async () => {
    const gambler = await registerPlayer(app);
    await fund(app.database, gambler.uid, 1_000_000);
    const sid = await loginAs(app, gambler);
    await setSessionLimit(sid, 10);
    const slot = await findGame(app.database, 'slot');
    const game = await openGame(
      app,
      { cookies: { lale_sid: sid } } as unknown as SignedInPlayer,
      slot.id,
    );
    const spin = () => game.post('/slot/spin', { bet: slot.minBet, requestId: randomUUID() });
    expect((await spin()).status).toBe(200);
    clock.advance(10 * MINUTE);
    expect((await spin()).status).toBe(401);
  });
});

describe('session summary and reality checks', () => {
  it("counts this session's stakes and winnings only, with the chosen interval", async () => {
    const player = await registerPlayer(app);
    await money(player.uid, 'deposit', 100_000);
    await money(player.uid, 'bet', 5_000); // before this session: not counted
    await new Promise((resolve) => setTimeout(resolve, 20));
    clock.advance(Date.now() - clock.ms); // the session starts after that bet, on both clocks
    const sid = await loginAs(app, player);
    expect(
      (
        await app.call(
          'responsible_gaming',
          'set_reality_check',
          { minutes: 30, Lang: 'en' },
          withSession(sid),
        )
      ).body,
    ).toMatchObject({ result: true, message: 'Your reminder interval was saved' });
    await money(player.uid, 'bet', 2_000);
    await money(player.uid, 'win', 3_500);
    await money(player.uid, 'bet', 1_000);
    await money(player.uid, 'rollback', 1_000); // that stake came back: not wagered
    await money(player.uid, 'bet', 4_000);
    clock.advance(31 * MINUTE);

    const { body } = await app.call('responsible_gaming', 'session_summary', {}, withSession(sid));
    expect(body).toMatchObject({
      result: true,
      data: {
        minutes: 31,
        wagered: 6_000,
        won: 3_500,
        net: -2_500,
        realityCheckMinutes: 30,
        sessionEndsAt: null,
      },
    });
    const state = await app.call('responsible_gaming', 'get_state', {}, withSession(sid));
    expect(state.body).toMatchObject({
      result: true,
      data: { limits: [], realityCheckMinutes: 30, session: { wagered: 6_000 } },
    });

    const answer = await app.call(
      'responsible_gaming',
      'acknowledge_reality_check',
      { action: 'continue' },
      withSession(sid),
    );
    expect(answer.body).toMatchObject({ result: true });
    const [audited] = await app.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.userId, player.uid), eq(auditLog.event, 'rg_reality_check')));
    expect(audited!.detail).toMatchObject({ action: 'continue', minutes: 31, wagered: 6_000 });
  });
});
