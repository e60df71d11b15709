import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerResponsibleGaming } from '@lale/contract/backoffice-players';
import { operatorAudit } from '../../../db/schema.ts';
import { addOperator, operatorClient } from '../../../../test/support/backoffice-client.ts';
import {
  MINUTE,
  TestClock,
  loginAs,
  registerPlayer,
  withSession,
  type Player,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const clock = new TestClock(Date.now());
let app: TestApp;
let player: Player;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  player = await registerPlayer(app);
  const sid = await loginAs(app, player);
  const rg = (method: string, data: object) =>
    app.call('responsible_gaming', method as never, data as never, withSession(sid));
  await rg('set_limit', { kind: 'deposit', period: 'day', amount: 50_000 });
  await rg('set_limit', { kind: 'deposit', period: 'day', amount: 80_000 }); // a raise: pending
  await rg('set_reality_check', { minutes: 45 });
  clock.advance(MINUTE);
  await rg('take_break', {
    kind: 'self_exclusion',
    duration: '1y',
    current_password: player.password,
  });
  await app.call('user', 'login', { username: player.username, password: player.password });
});
afterAll(() => app.close());

describe("the back office's player record", () => {
  it("refuses a player's session and a call without an operator", async () => {
    const other = await registerPlayer(app);
    const sid = await loginAs(app, other);
    for (const cookies of [{ lale_sid: sid }, {}] as Record<string, string>[]) {
      const response = await app.server.inject({
        method: 'GET',
        url: `/backoffice/api/v1/players/${player.uid}/responsible-gaming`,
        headers: { panel: 'backoffice' },
        cookies,
      });
      expect(response.json()).toMatchObject({ result: false, debug: 'anonymous_user' });
    }
  });

  it('finds a player by username or id', async () => {
    const op = await operatorClient(app);
    const byName = await op.get(`/players?q=${player.username.toUpperCase()}`);
    expect(byName.body.data.items[0]).toMatchObject({ uid: player.uid, username: player.username });
    const byId = await op.get(`/players?q=${player.uid}`);
    expect(byId.body.data.items.map((p: { uid: number }) => p.uid)).toContain(player.uid);
  });

  it('shows limits, the break in force and past, the reality check and the audit trail to any role', async () => {
    await addOperator(app, 'rg-viewer', 'risk');
    const op = await operatorClient(app, 'rg-viewer', 'Operator1');
    const { body } = await op.get(`/players/${player.uid}/responsible-gaming?Lang=en`);
    expect(body.result).toBe(true);
    const record = body.data as PlayerResponsibleGaming;
    expect(record.player).toMatchObject({ uid: player.uid, status: 'active' });
    expect(record.limits).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        period: 'day',
        amount: 50_000,
        pending: expect.objectContaining({ amount: 80_000, confirmable: false }),
      }),
    ]);
    expect(record.realityCheckMinutes).toBe(45);
    expect(record.currentBreak).toMatchObject({
      kind: 'self_exclusion',
      duration: '1y',
      inForce: true,
    });
    expect(record.breaks).toHaveLength(1);
    const events = record.audit.map((e) => e.event);
    for (const event of [
      'rg_login_refused_break',
      'rg_break_taken',
      'rg_reality_check_set',
      'rg_limit_set',
      'login',
      'register',
    ])
      expect(events).toContain(event);
    expect(events.indexOf('rg_login_refused_break')).toBeLessThan(events.indexOf('rg_break_taken'));

    const viewed = await app.database.db
      .select({ detail: operatorAudit.detail })
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'players.view_responsible_gaming'));
    expect(viewed).toContainEqual({ detail: { uid: player.uid } });
  });

  it('has no way to lift or shorten a break', async () => {
    const op = await operatorClient(app);
    for (const path of [
      `/players/${player.uid}/breaks/lift`,
      `/players/${player.uid}/responsible-gaming`,
    ]) {
      const { status } = await op.post(path, {});
      expect(status).toBe(404);
    }
  });
});
