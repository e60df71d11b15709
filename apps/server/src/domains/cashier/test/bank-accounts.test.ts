import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTurkishIban } from '@lale/contract/validators/iban';
import { rowsOf } from '../../../db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { bankAccountForm, turkishIban } from '../../../../test/support/cashier-fixtures.ts';

let app: TestApp;
let ayse: SignedInPlayer;
let mehmet: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  ayse = await signedInPlayer(app.database);
  mehmet = await signedInPlayer(app.database);
});
afterAll(() => app.close());

const as = (player: SignedInPlayer) => ({ cookies: player.cookies });
// Hostile payloads are sent as they would arrive over the wire, bypassing the typed client.
const save = (player: SignedInPlayer, data: Record<string, unknown>) =>
  app.call('finance', 'save_bank_account', data as never, as(player));

describe('banks', () => {
  it('lists the transfer banks by default and the prepaid services for typeID 2', async () => {
    const transfer = await app.call('finance', 'list_banks', {}, as(ayse));
    expect(transfer.body.result).toBe(true);
    if (!transfer.body.result) return;
    expect(transfer.body.data.length).toBeGreaterThanOrEqual(5);
    expect(transfer.body.data.every((bank) => bank.typeID === 1)).toBe(true);
    const prepaid = await app.call('finance', 'list_banks', { typeID: 2 }, as(ayse));
    expect(prepaid.body.result && prepaid.body.data.map((bank) => bank.name)).toContain('LalePay');
  });

  it('needs a session', async () => {
    const { body } = await app.call('finance', 'list_banks', {});
    expect(body).toMatchObject({ result: false, debug: 'anonymous_user' });
  });
});

describe('bank accounts', () => {
  it('the fixture IBAN is a valid Turkish IBAN', () => {
    expect(isValidTurkishIban(turkishIban(12, 345))).toBe(true);
  });

  it('adds an account with the SPEC §8 toast and lists it', async () => {
    const form = bankAccountForm();
    const { body } = await save(ayse, form);
    expect(body).toMatchObject({ result: true, message: 'Banka Hesabı Başarıyla Eklendi' });
    expect(body.data).toMatchObject({ bankID: 1, bankName: 'Boğaziçi Bankası', iban: form.iban });
    const list = await app.call('finance', 'list_bank_accounts', {}, as(ayse));
    expect(list.body.result && list.body.data.map((a) => a.iban)).toEqual([form.iban]);
  });

  it('accepts an IBAN typed with spaces and small letters, stored normalised', async () => {
    const iban = turkishIban(64, 777);
    const spaced = iban.toLowerCase().replace(/(.{4})/g, '$1 ');
    const { body } = await save(ayse, bankAccountForm({ iban: spaced, Lang: 'en' }));
    expect(body).toMatchObject({ result: true, message: 'Bank account added successfully' });
    expect(body.data).toMatchObject({ iban });
  });

  it('updates an own account and gets it back', async () => {
    const created = await save(ayse, bankAccountForm());
    if (!created.body.result) throw new Error(JSON.stringify(created.body));
    const id = created.body.data.bankAccountID;
    const { body } = await save(
      ayse,
      bankAccountForm({ bankAccountID: id, bankID: 2, accountHolder: 'Ayşe Y. Demir' }),
    );
    expect(body).toMatchObject({ result: true, message: 'Banka Hesabı Başarıyla Güncellendi' });
    const got = await app.call('finance', 'get_bank_account', { bankID: id }, as(ayse));
    expect(got.body).toMatchObject({
      result: true,
      data: { bankAccountID: id, bankID: 2, accountHolder: 'Ayşe Y. Demir' },
    });
  });

  it('refuses the same IBAN twice for one player, but another player may hold it', async () => {
    const form = bankAccountForm();
    await save(ayse, form);
    const again = await save(ayse, { ...form, accountNumber: '555' });
    expect(again.body).toMatchObject({ result: false, code: 409, debug: 'bank_account_exists' });
    const other = await save(mehmet, form);
    expect(other.body.result).toBe(true);
  });

  it("another player's account is not found and stays as it was", async () => {
    const created = await save(ayse, bankAccountForm());
    if (!created.body.result) throw new Error(JSON.stringify(created.body));
    const id = created.body.data.bankAccountID;
    const read = await app.call('finance', 'get_bank_account', { bankID: id }, as(mehmet));
    expect(read.body).toMatchObject({ result: false, code: 404, debug: 'not_found' });
    const hijack = await save(mehmet, bankAccountForm({ bankAccountID: id, accountHolder: 'X' }));
    expect(hijack.body).toMatchObject({ result: false, code: 404 });
    const removal = await app.call(
      'finance',
      'delete_bank_account',
      { bankAccountID: id },
      as(mehmet),
    );
    expect(removal.body).toMatchObject({ result: false, code: 404 });
    const mine = await app.call('finance', 'get_bank_account', { bankID: id }, as(ayse));
    expect(mine.body).toMatchObject({ result: true, data: { accountHolder: 'Ayşe Yılmaz' } });
  });

  it('deletes an own account with the SPEC §8 toast; deleting again is not found', async () => {
    const created = await save(ayse, bankAccountForm());
    if (!created.body.result) throw new Error(JSON.stringify(created.body));
    const id = created.body.data.bankAccountID;
    const first = await app.call('finance', 'delete_bank_account', { bankAccountID: id }, as(ayse));
    expect(first.body).toMatchObject({ result: true, message: 'Banka Hesabı Başarıyla Silindi' });
    const again = await app.call('finance', 'delete_bank_account', { bankAccountID: id }, as(ayse));
    expect(again.body).toMatchObject({ result: false, code: 404 });
    const list = await app.call('finance', 'list_bank_accounts', {}, as(ayse));
    expect(list.body.result && list.body.data.some((a) => a.bankAccountID === id)).toBe(false);
  });

  it('refuses a wrong IBAN check digit, in the caller language, and stores nothing', async () => {
    const before = await count();
    const good = turkishIban(12, 4242);
    const bad = `TR${good[2] === '9' ? '0' : String(Number(good[2]) + 1)}${good.slice(3)}`;
    const tr = await save(ayse, bankAccountForm({ iban: bad }));
    expect(tr.body).toMatchObject({ result: false, code: 400, message: 'IBAN hatalı' });
    const en = await save(ayse, bankAccountForm({ iban: bad, Lang: 'en' }));
    expect(en.body).toMatchObject({ result: false, data: { fields: { iban: 'IBAN incorrect' } } });
    expect(await count()).toBe(before);
  });

  it('refuses hostile and incomplete input', async () => {
    const before = await count();
    for (const data of [
      bankAccountForm({ iban: 'DE89370400440532013000' }),
      bankAccountForm({ iban: "TR' or 1=1 --" }),
      bankAccountForm({ bankID: 999 }),
      bankAccountForm({ bankID: 20 }), // a prepaid service, not a bank
      bankAccountForm({ branchCode: 'abc' }),
      bankAccountForm({ accountNumber: '12 34' }),
      bankAccountForm({ accountHolder: '' }),
      bankAccountForm({ accountHolder: 'x'.repeat(500) }),
      bankAccountForm({ bankAccountID: -1 }),
      bankAccountForm({ bankAccountID: 2 ** 40 }),
      { bankID: 1 },
    ]) {
      const { body } = await save(ayse, data);
      expect(body.result, JSON.stringify(data)).toBe(false);
      if (!body.result) expect([400, 404]).toContain(body.code);
    }
    expect(await count()).toBe(before);
  });
});

async function count(): Promise<number> {
  const result = await app.database.db.execute(
    sql`select count(*)::int as n from bank_accounts where user_id = ${ayse.uid}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}
