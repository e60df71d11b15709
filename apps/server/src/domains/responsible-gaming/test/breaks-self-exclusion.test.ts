import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../db/schema.ts';
import { HOUSE, playerCash } from '../../wallet/accounts.ts';
import { transfer } from '../../wallet/ledger.ts';
import {
  TestClock,
  identityNumber,
  loginAs,
  newRegistration,
  registerPlayer,
  sessionCookieOf,
  someAddress,
  withSession,
  type Player,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

// On the real time: the ledger's guard reads the database's clock.
const clock = new TestClock(Date.now());
let app: TestApp;
let player: Player;
let endsAt: string;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  player = await registerPlayer(app, { sms_opt_in: true, email_opt_in: true });
  await transfer(app.database.db, {
    debit: HOUSE,
    credit: playerCash(player.uid),
    amount: 50_000,
    kind: 'deposit',
    idempotencyKey: `rg-before:${player.uid}`,
  });
});
afterAll(() => app.close());

const ping = (sid: string) => app.call('system', 'ping', { Lang: 'en' }, withSession(sid));

/** Moves money the way every product and the cashier do: one ledger transfer. */
const move = (kind: 'bet' | 'deposit' | 'bonus_grant', key: string) =>
  transfer(app.database.db, {
    debit: kind === 'bet' ? playerCash(player.uid) : HOUSE,
    credit:
      kind === 'bet'
        ? HOUSE
        : kind === 'bonus_grant'
          ? { kind: 'player_bonus', userId: player.uid }
          : playerCash(player.uid),
    amount: 1_000,
    kind,
    idempotencyKey: key,
  });

describe('self-exclusion', () => {
  it('needs the current password and starts at once, ending every session of the player', async () => {
    const phone = await loginAs(app, player);
    const laptop = await loginAs(app, player);
    const wrong = await app.call(
      'responsible_gaming',
      'take_break',
      { kind: 'self_exclusion', duration: '6m', current_password: 'not-my-password', Lang: 'en' },
      withSession(phone),
    );
    expect(wrong.body).toMatchObject({ result: false, debug: 'current_password_incorrect' });
    expect((await ping(phone)).body.result).toBe(true);

    const taken = await app.call(
      'responsible_gaming',
      'take_break',
      { kind: 'self_exclusion', duration: '6m', current_password: player.password, Lang: 'en' },
      withSession(phone),
    );
    expect(taken.body).toMatchObject({
      result: true,
      message: 'Your break has started; all your sessions were ended',
      data: { kind: 'self_exclusion', duration: '6m', startedAt: clock.now().toISOString() },
    });
    if (!taken.body.result) throw new Error('no break');
    endsAt = taken.body.data.endsAt!;
    const sixMonths = new Date(clock.now());
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(endsAt).toBe(sixMonths.toISOString());
    expect(sessionCookieOf(taken.response)).toMatchObject({ value: '' });

    for (const sid of [phone, laptop])
      expect((await ping(sid)).body).toMatchObject({ result: false, debug: 'session_expired' });
    const open = await app.database.db
      .select({ reason: sessions.endReason })
      .from(sessions)
      .where(eq(sessions.userId, player.uid));
    expect(open.map((s) => s.reason)).toEqual(['rg_break', 'rg_break']);
  });

  it('refuses sign-in with the end date, in tr and en, and audits the refusal', async () => {
    for (const [Lang, text] of [
      ['en', 'You have excluded yourself from play: your account is closed until'],
      ['tr', 'Kendinizi oyundan uzaklaştırdınız: hesabınız'],
    ] as const) {
      const { body, response } = await app.call('user', 'login', {
        username: player.username,
        password: player.password,
        Lang,
      });
      expect(body).toMatchObject({ result: false, code: 403, debug: 'rg_self_excluded' });
      expect(body.data).toEqual({ endsAt });
      expect(body.message).toContain(text);
      const day = new Intl.DateTimeFormat(Lang === 'tr' ? 'tr-TR' : 'en-GB', {
        timeZone: 'Europe/Istanbul',
        dateStyle: 'short',
      }).format(new Date(endsAt));
      expect(body.message).toContain(day);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    const refusals = await app.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.userId, player.uid), eq(auditLog.event, 'rg_login_refused_break')));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]!.detail).toEqual({ kind: 'self_exclusion', endsAt });
  });

  it('ignores the marketing opt-ins from then on', async () => {
    const [row] = await app.database.db
      .select({ sms: users.smsOptIn, email: users.emailOptIn })
      .from(users)
      .where(eq(users.id, player.uid));
    expect(row).toEqual({ sms: false, email: false });
  });

  it('refuses a new account with the same identity number or the same e-mail', async () => {
    const sameEmail = {
      email: player.email.toUpperCase(),
      email_confirm: player.email.toUpperCase(),
    };
    for (const overrides of [{ identity_number: player.identityNumber }, sameEmail]) {
      const { body } = await app.call(
        'user',
        'register',
        { ...newRegistration(overrides), Lang: 'en' },
        { remoteAddress: someAddress() },
      );
      expect(body).toMatchObject({
        result: false,
        debug: 'rg_excluded_identity',
        message:
          'An account with these details is excluded from play; a new account cannot be opened.',
      });
    }
    // Closing the account erases the address; the exclusion still knows it (blind index).
    await app.database.db
      .update(users)
      .set({ email: `closed-${player.uid}@closed.invalid` })
      .where(eq(users.id, player.uid));
    const again = await app.call('user', 'register', newRegistration(sameEmail), {
      remoteAddress: someAddress(),
    });
    expect(again.body).toMatchObject({ result: false, debug: 'rg_excluded_identity' });
    // Anyone else still registers.
    const other = await registerPlayer(app, { identity_number: identityNumber(777_123_456) });
    expect(other.uid).toBeGreaterThan(player.uid);
  });

  it('the wallet refuses a bet, a deposit and a bonus by any path, and leaves the cash alone', async () => {
    for (const kind of ['bet', 'deposit', 'bonus_grant'] as const) {
      const attempt = move(kind, `rg-during:${kind}:${player.uid}`);
      await expect(attempt).rejects.toMatchObject({ cause: { code: 'LR002' } });
    }
    // Read straight from the ledger: the 50,000 kuruş deposited before, nothing more or less.
    const [cash] = rowsOf<{ balance: string }>(
      await app.database.db.execute(
        sql`select credits_posted - debits_posted as balance from ledger_accounts
             where kind = 'player_cash' and user_id = ${player.uid}`,
      ),
    );
    expect(Number(cash!.balance)).toBe(50_000);
  });
});
