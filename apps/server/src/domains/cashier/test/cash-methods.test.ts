import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashMethod, CashMethodGroup } from '@lale/contract/methods/finance';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

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

async function methods(player: SignedInPlayer, Type: 1 | 2, Lang = 'tr') {
  const { body } = await app.call('finance', 'list_cash_methods', { Type, Lang }, as(player));
  if (!body.result) throw new Error(JSON.stringify(body));
  return body.data;
}

describe('cash methods', () => {
  it('lists deposit methods of every transfer type, each with its own range and form', async () => {
    const { methods_list: list, fields } = await methods(ayse, 1);
    expect(new Set(list.map((m) => m.transfer_type_id))).toEqual(new Set([1, 3, 5, 6]));
    expect(list.every((m) => m.type === 1 && m.minAmount > 0 && m.maxAmount > m.minAmount)).toBe(
      true,
    );
    const cepbank = list.find((m) => m.transfer_type_id === 3)!;
    expect(cepbank.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['amount', 'sender_phone', 'receiver_identity_number']),
    );
    expect(fields).toEqual(list[0]!.fields);
  });

  it('lists withdrawal methods with the SPEC §3 withdraw form, labels in the caller language', async () => {
    const { methods_list: list } = await methods(ayse, 2, 'en');
    expect(list.length).toBeGreaterThan(0);
    const bank = list.find((m) => m.transfer_type_id === 1)!;
    expect(bank.fields.map((f) => f.name)).toEqual([
      'amount',
      'identityValidityDate',
      'bankAccountID',
      'note',
    ]);
    expect(bank.fields[1]!.label).toBe('Identity validity date');
  });

  it('answers the fields of a chosen method, and refuses an unknown one', async () => {
    const { body } = await app.call(
      'finance',
      'list_cash_methods',
      { Type: 1, methodID: 103 },
      as(ayse),
    );
    expect(body.result && body.data.fields.map((f) => f.name)).toContain('receiver_phone');
    const unknown = await app.call(
      'finance',
      'list_cash_methods',
      { Type: 1, methodID: 201 },
      as(ayse),
    );
    expect(unknown.body).toMatchObject({ result: false, debug: 'payment_method_undefined' });
  });

  it('groups methods that share a group, keeps a lone method single', async () => {
    const { body } = await app.call('finance', 'list_cash_methods_new', { Type: 1 }, as(ayse));
    if (!body.result) throw new Error(JSON.stringify(body));
    const groups = body.data.filter((e): e is CashMethodGroup => 'type' in e && e.type === 'group');
    const singles = body.data.filter((e): e is CashMethod => 'methodID' in e);
    expect(groups.map((g) => g.methods.map((m) => m.id))).toEqual([
      [101, 102],
      [104, 105],
    ]);
    expect(singles.map((m) => m.methodID)).toEqual([103]);
    expect(singles[0]!.properties.isFavorite).toBe(0);
  });

  it('lists highlighted methods only', async () => {
    const { body } = await app.call(
      'finance',
      'list_highlighted_cash_methods',
      { Type: 1 },
      as(ayse),
    );
    expect(body.result && body.data.map((m) => m.methodID)).toEqual([101, 103, 104]);
  });

  it('refuses a Type other than 1 or 2', async () => {
    for (const Type of [0, 3, 'x', -1]) {
      const { body } = await app.call('finance', 'list_cash_methods', { Type } as never, as(ayse));
      expect(body).toMatchObject({ result: false, code: 400 });
    }
  });
});

describe('favourite cash methods', () => {
  it('toggles 1 and 0 with success toasts, per player', async () => {
    const add = await app.call('finance', 'add_favorite_cash_method', { id: 103 }, as(ayse));
    expect(add.body).toMatchObject({ result: true, message: 'Favorilere Başarıyla Eklendi' });
    const twice = await app.call('finance', 'add_favorite_cash_method', { id: 103 }, as(ayse));
    expect(twice.body.result).toBe(true);
    const check = await app.call('finance', 'check_favorite_cash_method', { id: 103 }, as(ayse));
    expect(check.body).toMatchObject({ result: true, data: { isFavorite: 1 } });
    const listed = (await methods(ayse, 1)).methods_list.find((m) => m.methodID === 103)!;
    expect(listed.isFavorite).toBe(1);
    const other = await app.call('finance', 'check_favorite_cash_method', { id: 103 }, as(mehmet));
    expect(other.body).toMatchObject({ result: true, data: { isFavorite: 0 } });

    const remove = await app.call('finance', 'remove_favorite_cash_method', { id: 103 }, as(ayse));
    expect(remove.body).toMatchObject({ result: true, message: 'Favorilere Başarıyla Kaldırıldı' });
    const after = await app.call('finance', 'check_favorite_cash_method', { id: 103 }, as(ayse));
    expect(after.body).toMatchObject({ result: true, data: { isFavorite: 0 } });
  });

  it('sorts favourites first in the grouped list: in their group, and their group before the rest', async () => {
    const zeynep = await signedInPlayer(app.database);
    const order = async () => {
      const { body } = await app.call('finance', 'list_cash_methods_new', { Type: 1 }, as(zeynep));
      if (!body.result) throw new Error(JSON.stringify(body));
      return body.data.map((entry) =>
        'methodID' in entry
          ? entry.methodID
          : entry.methods.map((m) => `${m.id}${m.isFavorite ? '★' : ''}`),
      );
    };
    expect(await order()).toEqual([['101', '102'], 103, ['104', '105']]);

    await app.call('finance', 'add_favorite_cash_method', { id: 105 }, as(zeynep));
    expect(await order()).toEqual([['105★', '104'], ['101', '102'], 103]);

    await app.call('finance', 'add_favorite_cash_method', { id: 103 }, as(zeynep));
    expect(await order()).toEqual([103, ['105★', '104'], ['101', '102']]);

    await app.call('finance', 'remove_favorite_cash_method', { id: 105 }, as(zeynep));
    await app.call('finance', 'remove_favorite_cash_method', { id: 103 }, as(zeynep));
    expect(await order()).toEqual([['101', '102'], 103, ['104', '105']]);
  });

  it('refuses an unknown method', async () => {
    const { body } = await app.call(
      'finance',
      'add_favorite_cash_method',
      { id: 99_999, Lang: 'en' },
      as(ayse),
    );
    expect(body).toMatchObject({
      result: false,
      code: 404,
      message: 'Payment method not defined',
    });
  });
});

describe('envoy getDepositAmounts', () => {
  it('answers the preset amounts of a bank code, in kuruş', async () => {
    const { body } = await app.call(
      'envoy',
      'getDepositAmounts',
      { bankcode: 'lalepay' },
      as(ayse),
    );
    expect(body).toMatchObject({
      result: true,
      data: { amounts: [2000, 5000, 10000, 25000, 50000, 100000] },
    });
  });

  it('answers an empty list for a bank without presets and not found for an unknown code', async () => {
    const none = await app.call('envoy', 'getDepositAmounts', { bankcode: 'toros' }, as(ayse));
    expect(none.body).toMatchObject({ result: true, data: { amounts: [] } });
    const unknown = await app.call(
      'envoy',
      'getDepositAmounts',
      { bankcode: "x' or 1=1" },
      as(ayse),
    );
    expect(unknown.body).toMatchObject({ result: false, code: 404 });
  });
});
