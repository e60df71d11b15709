import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../db/schema.ts';
import { HOUSE, playerCash } from '../../../wallet/accounts.ts';
import { transfer } from '../../../wallet/ledger.ts';
import { bankAccountForm } from '../../../../../test/support/cashier-fixtures.ts';
import {
  TestClock,
  enrolGa,
  loginAs,
  newRegistration,
  registerPlayer,
  someAddress,
  textedCode,
  withSession,
  type Player,
} from '../../../../../test/support/accounts.ts';
import { authenticatorCode } from '../../../../../test/support/rfc6238.ts';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { fund } from '../../../../../test/support/wallet-fixture.ts';
import { tablesContaining } from './database-scan.ts';

const clock = new TestClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const userRow = async (uid: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, uid)))[0]!;

describe('export_personal_data', () => {
  it("gives the player's own data as one document, the identity number opened", async () => {
    const player = await registerPlayer(app);
    const sid = await loginAs(app, player);
    const saved = await app.call(
      'finance',
      'save_bank_account',
      bankAccountForm(),
      withSession(sid),
    );
    expect(saved.body.result).toBe(true);
    await fund(app.database.db, player.uid, 250_00);
    await transfer(app.database.db, {
      debit: playerCash(player.uid),
      credit: HOUSE,
      amount: 100_00,
      kind: 'bet',
      idempotencyKey: `export-bet:${player.uid}`,
    });

    const { body } = await app.call('user', 'export_personal_data', {}, withSession(sid));
    if (!body.result) throw new Error(JSON.stringify(body));
    const data = body.data;
    expect(data.format).toBe('lale-personal-data/1');
    expect(data.profile).toMatchObject({
      uid: player.uid,
      username: player.username,
      email: player.email,
      phone: player.phone,
      identityNumber: player.identityNumber,
      firstname: 'Ayşe',
    });
    expect(data.settings).toEqual({
      language: 'tr',
      twoFactor: 'none',
      smsOptIn: true,
      emailOptIn: false,
    });
    expect(data.bankAccounts).toEqual([
      expect.objectContaining({ accountHolder: 'Ayşe Yılmaz', deletedAt: null }),
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ revokedAt: null })]);
    expect(data.transactions).toEqual([expect.objectContaining({ amount: -100_00 })]);
    expect(data).toMatchObject({ sportsCoupons: [], gameRounds: [], crashBets: [] });
    // Never the secrets behind the account.
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2|enc:v1|ga_?secret/i);
  });

  it('needs a session and is limited to a few an hour', async () => {
    expect((await app.call('user', 'export_personal_data', {})).body).toMatchObject({ code: 401 });
    const player = await registerPlayer(app);
    const sid = await loginAs(app, player);
    const answers: { result: boolean; code?: number }[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await app.call('user', 'export_personal_data', {}, withSession(sid))).body);
    expect(answers.slice(0, 5).every((answer) => answer.result)).toBe(true);
    expect(answers[5]).toMatchObject({ result: false, code: 429 });
  });
});

describe('close_account', () => {
  async function smsCodeFor(player: Player, sid: string): Promise<string> {
    const sent = await app.call('user', 'sms_send', {}, withSession(sid));
    expect(sent.body.result).toBe(true);
    return textedCode(app, player.phone);
  }

  it('needs the password and a second-factor code', async () => {
    const player = await registerPlayer(app);
    const sid = await loginAs(app, player);
    const wrongPassword = await app.call(
      'user',
      'close_account',
      { current_password: 'Wrong-Pass1', code: '123456', Lang: 'en' },
      withSession(sid),
    );
    expect(wrongPassword.body).toMatchObject({
      result: false,
      debug: 'current_password_incorrect',
    });
    const wrongCode = await app.call(
      'user',
      'close_account',
      { current_password: player.password, code: '000000', Lang: 'en' },
      withSession(sid),
    );
    expect(wrongCode.body).toMatchObject({ result: false, debug: 'wrong_code' });
    expect((await userRow(player.uid)).status).toBe('active');
  });

  it('is refused while the player still has money on the account', async () => {
    const player = await registerPlayer(app);
    const sid = await loginAs(app, player);
    await fund(app.database.db, player.uid, 10_00);
    clock.advance(61_000);
    const { body } = await app.call(
      'user',
      'close_account',
      { current_password: player.password, code: await smsCodeFor(player, sid), Lang: 'en' },
      withSession(sid),
    );
    expect(body).toMatchObject({
      result: false,
      code: 409,
      message: expect.stringMatching(/^Before closing your account, withdraw your balance/),
    });
    expect((await userRow(player.uid)).status).toBe('active');
  });

  it('ends every session, refuses sign-in with a clear message and keeps the money records', async () => {
    const player = await registerPlayer(app);
    const sid = await loginAs(app, player);
    const other = await loginAs(app, player);
    const secret = await enrolGa(app, sid, clock.ms);
    // Money that came and went: the records the law wants kept.
    await fund(app.database.db, player.uid, 50_00);
    await transfer(app.database.db, {
      debit: playerCash(player.uid),
      credit: HOUSE,
      amount: 50_00,
      kind: 'bet',
      idempotencyKey: `closure-bet:${player.uid}`,
    });
    const records = () =>
      app.database.inLockedTransaction(0, (tx) =>
        tx.query<{ transfers: number; history: number }>(
          `select (select count(*)::int from ledger_transfers t join ledger_accounts a
                     on a.id in (t.debit_account_id, t.credit_account_id) where a.user_id = $1)
                    as transfers,
                  (select count(*)::int from player_transactions where user_id = $1) as history`,
          [player.uid],
        ),
      );
    const [before] = await records();
    expect(before).toEqual({ transfers: 2, history: 1 });

    clock.advance(60_000);
    const { body, response } = await app.call(
      'user',
      'close_account',
      { current_password: player.password, code: authenticatorCode(secret, clock.ms), Lang: 'en' },
      withSession(sid),
    );
    expect(body).toMatchObject({
      result: true,
      message: expect.stringMatching(/^Your account has been closed/),
    });
    expect(response.cookies.find((c) => c.name === 'lale_sid')?.value).toBe('');

    for (const session of [sid, other])
      expect((await app.call('system', 'ping', {}, withSession(session))).body).toMatchObject({
        code: 401,
      });
    for (const [Lang, message] of [
      ['en', /^This account has been closed/],
      ['tr', /^Bu hesap kapatıldı/],
    ] as const)
      expect(
        (
          await app.call('user', 'login', {
            username: player.username,
            password: player.password,
            Lang,
          })
        ).body,
      ).toMatchObject({
        result: false,
        code: 403,
        debug: 'account_closed',
        message: expect.stringMatching(message),
      });

    expect(await records()).toEqual([before]);
    const row = await userRow(player.uid);
    expect(row).toMatchObject({
      status: 'closed',
      username: player.username,
      firstname: 'Ayşe',
      lastname: 'Yılmaz',
      birthdate: '1990-05-17',
      email: `closed-${player.uid}@closed.invalid`,
      phone: '',
      address: '',
      smsOptIn: false,
      emailOptIn: false,
      twoFactor: 'none',
      gaSecretSealed: null,
    });
    expect(row.closedAt).toEqual(clock.now());
    expect(row.identityNumberSealed).toMatch(/^enc:v1:/);
    for (const erased of [player.email, player.phone, secret])
      expect(await tablesContaining(app.database, erased), erased).toEqual([]);
    // The number stays taken: a closed account is not a way to open a second one unnoticed.
    const again = await app.call(
      'user',
      'register',
      { ...newRegistration({ identity_number: player.identityNumber }), Lang: 'en' },
      { remoteAddress: someAddress() },
    );
    expect(again.body).toMatchObject({ result: false, code: 409 });
  });
});
