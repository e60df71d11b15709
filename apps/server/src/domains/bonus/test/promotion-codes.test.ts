import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { seedBonuses } from '../api.ts';
import { signBody, simulatorSecret } from '../../cashier/payment-provider.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import {
  identityNumber,
  loginAs,
  newRegistration,
  someAddress,
  withSession,
} from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { operatorClient, type OperatorClient } from '../../../../test/support/backoffice-client.ts';
import {
  accounts,
  bonusRows,
  definitionId,
  testDefinition,
} from '../../../../test/support/bonus-fixture.ts';

let app: TestApp;
let admin: OperatorClient;
let secret: string;
const TL = 100;

beforeAll(async () => {
  app = await createTestApp();
  await seedBonuses(app.database.db, new Date());
  admin = await operatorClient(app);
  secret = await simulatorSecret(app.database.db);
});
afterAll(() => app.close());

const usersNamed = async (username: string) =>
  rowsOf(await app.database.db.execute(sql`select id from users where username = ${username}`))
    .length;

async function register(promotion_code: string, lang: 'tr' | 'en' = 'tr') {
  const form = newRegistration({ promotion_code });
  const { body } = await app.call(
    'user',
    'register',
    { ...form, Lang: lang },
    { remoteAddress: someAddress() },
  );
  return { body, username: form.username, password: form.password };
}

async function bankDeposit(
  player: SignedInPlayer,
  amount: number,
  promotion_code?: string,
  requestKey?: string,
) {
  const { body } = await app.call(
    'finance',
    'save_bank_transfer',
    {
      methodID: 101,
      amount,
      account: 'TR12 0001',
      sender_identity_number: identityNumber(123),
      ...(promotion_code ? { promotion_code } : {}),
      requestKey: requestKey ?? randomUUID().replaceAll('-', ''),
    },
    { cookies: player.cookies },
  );
  return body;
}

async function confirm(id: number) {
  return admin.post('/decide', { requestId: id, decision: 'confirm' });
}

/** The id of the cashier request a reply made; fails the test on a refusal. */
function requestId(body: { result: boolean; data: unknown }): number {
  if (!body.result) throw new Error(JSON.stringify(body));
  return (body.data as { id: number }).id;
}

async function requestsOf(uid: number) {
  return rowsOf(
    await app.database.db.execute(sql`select id from cashier_requests where user_id = ${uid}`),
  ).length;
}

describe('a promotion code at registration', () => {
  it('refuses an unknown code on its field, localised, and creates no player', async () => {
    const tr = await register('YOKBOYLEKOD', 'tr');
    expect(tr.body).toMatchObject({
      result: false,
      message: 'Bu promosyon kodu geçerli değil.',
      data: { fields: { promotion_code: 'Bu promosyon kodu geçerli değil.' } },
    });
    expect(await usersNamed(tr.username)).toBe(0);
    const en = await register('nosuchcode', 'en');
    expect(en.body).toMatchObject({
      result: false,
      data: { fields: { promotion_code: 'This promotion code is not valid.' } },
    });
    expect(await usersNamed(en.username)).toBe(0);
  });

  it('refuses the code of a paused or ended promotion, and creates no player', async () => {
    await testDefinition(app.database, {
      optInCode: 'DURDU1',
      trigger: 'promotion_code',
    }).then((id) =>
      app.database.db.execute(sql`update bonus_definitions set status = 'paused' where id = ${id}`),
    );
    await testDefinition(app.database, {
      optInCode: 'BITTI1',
      trigger: 'promotion_code',
      startsAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    for (const code of ['DURDU1', 'bitti1']) {
      const { body, username } = await register(code, 'en');
      expect(body).toMatchObject({
        result: false,
        data: {
          fields: {
            promotion_code: 'This promotion is not running now: it has ended or is paused.',
          },
        },
      });
      expect(await usersNamed(username)).toBe(0);
    }
  });

  it('opts in with any casing, then the first deposit grants the welcome bonus once', async () => {
    // A Turkish keyboard's capital dotted İ reads as I.
    const { body, username, password } = await register('hosgeldİn');
    expect(body.result).toBe(true);
    const uid = (body.data as { uid: number }).uid;
    const sid = await loginAs(app, { username, password });
    const player = { uid, sessionId: '', cookies: withSession(sid).cookies };
    const requested = await bankDeposit(player, 200 * TL);
    expect(requested.result).toBe(true);
    expect((await confirm(requestId(requested))).body.result).toBe(true);
    // The operator's second decision is refused; nothing more is granted.
    expect((await confirm(requestId(requested))).body.result).toBe(false);
    const welcome = await definitionId(app.database.db, 'welcome');
    const rows = await bonusRows(app.database.db, uid);
    expect(rows.map((b) => [Number(b.definition_id), b.status, Number(b.amount)])).toEqual([
      [welcome, 'wagering', 100 * TL],
    ]);
    expect(await accounts(app.database.db, uid)).toEqual({ cash: 200 * TL, bonus: 100 * TL });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});

describe('a promotion code at deposit', () => {
  async function prepaid(player: SignedInPlayer, amount: number, promotion_code: string) {
    const { body } = await app.call(
      'prepayServices',
      'processTransaction',
      {
        Type: 1,
        methodID: 104,
        amount,
        promotion_code,
        requestKey: randomUUID().replaceAll('-', ''),
      },
      { cookies: player.cookies },
    );
    return body;
  }

  async function paidCallback(requestId: number, amount: number) {
    const [row] = rowsOf<{ provider_reference: string }>(
      await app.database.db.execute(
        sql`select provider_reference from cashier_requests where id = ${requestId}`,
      ),
    );
    const body = JSON.stringify({ reference: row!.provider_reference, status: 'paid', amount });
    const response = await app.server.inject({
      method: 'POST',
      url: '/endpoint/payments/simulated/callback',
      headers: { 'content-type': 'application/json', 'x-lale-signature': signBody(secret, body) },
      payload: body,
    });
    return response.json();
  }

  it('grants its bonus once when the confirmation is retried', async () => {
    const player = await signedInPlayer(app.database);
    const requested = await prepaid(player, 300 * TL, 'yatirim20');
    expect(requested.result).toBe(true);
    expect(await paidCallback(requestId(requested), 300 * TL)).toMatchObject({ replayed: false });
    expect(await paidCallback(requestId(requested), 300 * TL)).toMatchObject({ replayed: true });
    const deposit20 = await definitionId(app.database.db, 'deposit-20');
    const rows = await bonusRows(app.database.db, player.uid);
    expect(rows.map((b) => [Number(b.definition_id), b.status, Number(b.amount)])).toEqual([
      [deposit20, 'paid', 60 * TL],
    ]);
    // 20% without wagering: cash.
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 360 * TL, bonus: 0 });
    const grants = rowsOf(
      await app.database.db.execute(
        sql`select 1 from ledger_transfers where kind = 'bonus_grant'
            and idempotency_key = ${`bonus:grant:${rows[0]!.id}`}`,
      ),
    );
    expect(grants).toHaveLength(1);
  });

  it('refuses unknown, ended, wrong-method and too-small codes before storing anything', async () => {
    const player = await signedInPlayer(app.database);
    await testDefinition(app.database, {
      optInCode: 'SADECEHAVALE',
      trigger: 'promotion_code',
      eligibleMethods: [101],
    });
    await testDefinition(app.database, {
      optInCode: 'ENAZ500',
      trigger: 'promotion_code',
      minDeposit: 500 * TL,
    });
    const refusedWith = async (body: { result: boolean; data?: unknown }, message: string) => {
      expect(body).toMatchObject({ result: false, data: { fields: { promotion_code: message } } });
    };
    await refusedWith(
      await bankDeposit(player, 200 * TL, 'YOKBOYLE'),
      'Bu promosyon kodu geçerli değil.',
    );
    await refusedWith(
      await bankDeposit(player, 200 * TL, 'BITTI1'),
      'Bu promosyon şu anda geçerli değil: sona erdi ya da durduruldu.',
    );
    await refusedWith(
      await prepaid(player, 200 * TL, 'SADECEHAVALE'),
      'Bu promosyon kodu seçtiğiniz ödeme yöntemiyle kullanılamaz.',
    );
    await refusedWith(
      await bankDeposit(player, 200 * TL, 'ENAZ500'),
      'Yatırım tutarı bu promosyonun en az yatırım tutarının altında.',
    );
    expect(await requestsOf(player.uid)).toBe(0);
  });

  it('grants a once-per-player code once; the second use is refused and nothing is stored', async () => {
    const player = await signedInPlayer(app.database);
    const first = await bankDeposit(player, 100 * TL, 'HOSGELDIN', 'welcome-once-1');
    expect(first.result).toBe(true);
    expect((await confirm(requestId(first))).body.result).toBe(true);
    // The client's retry of that same request answers it, not a refusal of the used code.
    const retried = await bankDeposit(player, 100 * TL, 'HOSGELDIN', 'welcome-once-1');
    expect(requestId(retried)).toBe(requestId(first));
    expect(await accounts(app.database.db, player.uid)).toEqual({ cash: 100 * TL, bonus: 50 * TL });

    const second = await bankDeposit(player, 100 * TL, 'hosgeldin');
    expect(second).toMatchObject({
      result: false,
      message: 'Bu bonusu zaten aldınız.',
      data: { fields: { promotion_code: 'Bu bonusu zaten aldınız.' } },
    });
    expect(await requestsOf(player.uid)).toBe(1);
    expect(await bonusRows(app.database.db, player.uid)).toHaveLength(1);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('refuses a first-deposit code once the player has deposited', async () => {
    const player = await signedInPlayer(app.database);
    const plain = await bankDeposit(player, 100 * TL);
    expect((await confirm(requestId(plain))).body.result).toBe(true);
    const { body } = await app.call(
      'finance',
      'save_bank_transfer',
      {
        methodID: 101,
        amount: 100 * TL,
        account: 'TR12 0001',
        sender_identity_number: identityNumber(123),
        promotion_code: 'HOSGELDIN',
        requestKey: randomUUID().replaceAll('-', ''),
        Lang: 'en',
      },
      { cookies: player.cookies },
    );
    expect(body).toMatchObject({
      result: false,
      data: { fields: { promotion_code: 'This promotion is only for your first deposit.' } },
    });
    expect(await requestsOf(player.uid)).toBe(1);
  });
});
