import type { RpcSuccess } from '@lale/contract/envelope';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMovement, updateMovement, type Movement } from '../record-movement.ts';
import { CATEGORY, MOVEMENT, STATUS } from '../movement-kinds.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let player: SignedInPlayer;
let other: SignedInPlayer;
const clock = new Date('2026-11-21T12:00:00Z');

let serial = 0;
function movement(userId: number, at: string, overrides: Partial<Movement> = {}): Movement {
  serial++;
  return {
    userId,
    categoryId: CATEGORY.games,
    typeId: MOVEMENT.bet,
    status: STATUS.confirmed,
    amount: 1000 + serial,
    direction: -1,
    previousBalance: 100_000,
    lastBalance: 100_000 - 1000 - serial,
    method: 'Lale Studio',
    referenceCode: `round-${serial}`,
    operationId: `op-${serial}`,
    source: `test:${serial}`,
    at: new Date(at),
    ...overrides,
  };
}

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  player = await signedInPlayer(app.database, { now: clock });
  other = await signedInPlayer(app.database, { now: clock });
  const db = app.database.db;
  // Istanbul is UTC+3: 20 Nov 21:30 UTC is already 21 Nov there.
  await recordMovement(db, movement(player.uid, '2026-11-20T20:30:00Z'));
  await recordMovement(db, movement(player.uid, '2026-11-20T21:30:00Z'));
  await recordMovement(
    db,
    movement(player.uid, '2026-11-21T08:00:00Z', {
      categoryId: CATEGORY.finance,
      typeId: MOVEMENT.deposit,
      status: STATUS.new,
      direction: 1,
      amount: 50_000,
      method: 'Banka Havalesi',
      source: 'cashier:1',
    }),
  );
  for (let day = 2; day <= 30; day++)
    await recordMovement(
      db,
      movement(player.uid, `2026-10-${String(day).padStart(2, '0')}T10:00:00Z`),
    );
  await recordMovement(
    db,
    movement(other.uid, '2026-11-21T09:00:00Z', { source: 'other:1', operationId: 'other-op' }),
  );
});
afterAll(() => app.close());

async function list(data: Record<string, unknown>, who = player, Lang = 'tr') {
  const reply = await app.call('finance', 'list_transactions', { ...data, Lang } as never, {
    cookies: who.cookies,
  });
  return { ...reply, body: reply.body as RpcSuccess<FinanceTransaction[]> };
}

describe('finance list_transactions', () => {
  it('needs a session', async () => {
    const { body } = await app.call('finance', 'list_transactions', {});
    expect(body).toMatchObject({ result: false, debug: 'anonymous_user' });
  });

  it('pages newest first, 10 by default, with the total', async () => {
    const { body } = await list({});
    expect(body.result).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ limit: 10, offset: 0, total: 32 });
    const dates = body.data!.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const next = await list({ offset: 30 });
    expect(next.body.data).toHaveLength(2);
  });

  it('walks every page of a window in order, newest or oldest first, without gaps', async () => {
    for (const OrderDir of ['DESC', 'ASC']) {
      const window = { startDate: '2026-10-05', endDate: '2026-11-21', OrderDir };
      const whole = (await list({ ...window, limit: 100 })).body.data!.map((row) => row.id);
      const paged: number[] = [];
      for (let offset = 0; offset < whole.length + 3; offset += 3)
        paged.push(...(await list({ ...window, limit: 3, offset })).body.data!.map((r) => r.id));
      expect(paged).toEqual(whole);
      expect(whole.length).toBe(29);
    }
  });

  it('reads a bare date as a Turkish calendar day', async () => {
    const today = await list({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(today.body.pagination?.total).toBe(2);
    const yesterday = await list({ startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(yesterday.body.pagination?.total).toBe(1);
  });

  it('shows SPEC §3 columns: signed amount, balances, movement, status, in the language', async () => {
    const { body } = await list({ searchType: CATEGORY.finance });
    expect(body.data).toEqual([
      expect.objectContaining({
        method: 'Banka Havalesi',
        amount: 50_000,
        movementType: 'Para Yatırma',
        operationType: 'Finans',
        status: 'New',
        transaction_category_id: 2,
        transaction_status: 1001,
      }),
    ]);
    const en = await list({ searchType: CATEGORY.finance }, player, 'en');
    expect(en.body.data![0]).toMatchObject({ movementType: 'Deposit', operationType: 'Finance' });
    const bets = await list({ searchType: CATEGORY.games, limit: 1 });
    expect(bets.body.data![0]!.amount).toBeLessThan(0);
  });

  it('follows a cashier request from New to Confirmed', async () => {
    await updateMovement(app.database.db, 'cashier:1', {
      status: STATUS.confirmed,
      previousBalance: 10_000,
      lastBalance: 60_000,
    });
    const { body } = await list({ searchType: CATEGORY.finance });
    expect(body.data![0]).toMatchObject({
      status: 'Confirmed',
      transaction_status: 1003,
      previousBalance: 10_000,
      lastBalance: 60_000,
    });
  });

  it('orders by amount when asked', async () => {
    const { body } = await list({ OrderPar: 'amount', OrderDir: 'ASC', limit: 50 });
    const amounts = body.data!.map((row) => Math.abs(row.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it("never shows another player's movements", async () => {
    const { body } = await list({}, other);
    expect(body.pagination?.total).toBe(1);
    expect(body.data![0]!.operationId).toBe('other-op');
    const mine = await list({ limit: 100 });
    expect(mine.body.data!.some((row) => row.operationId === 'other-op')).toBe(false);
  });

  it("says 'Kayıt Bulunamadı' for an empty result", async () => {
    const { body } = await list({ startDate: '2020-01-01', endDate: '2020-01-31' });
    expect(body).toMatchObject({ result: true, data: [], message: 'Kayıt Bulunamadı' });
    expect(body.pagination?.total).toBe(0);
  });

  it('answers for dates at the ends of what a client can send', async () => {
    for (const data of [
      { startDate: '-271821-04-20T00:00:00.000Z' },
      { endDate: '+275760-09-13T00:00:00.000Z' },
      { startDate: '0001-01-01', endDate: '9999-12-31' },
    ]) {
      const { status, body } = await list(data);
      expect(status, JSON.stringify(data)).toBe(200);
      expect(body.result || body.message === 'Kayıt Bulunamadı', JSON.stringify(body)).toBe(true);
    }
  });

  it('refuses hostile input and changes nothing', async () => {
    for (const data of [
      { limit: -1 },
      { limit: 10_000 },
      { offset: -5 },
      { OrderPar: 'amount; drop table player_transactions' },
      { OrderDir: 'desc nulls first' },
      { startDate: "2026-01-01' or 1=1 --" },
      { searchType: 'x'.repeat(5000) },
    ]) {
      const { status, body } = await list(data);
      expect(status === 400 || !(body as { result: boolean }).result, JSON.stringify(data)).toBe(
        true,
      );
    }
    const { body } = await list({});
    expect(body.pagination?.total).toBe(32);
  });
});

describe('finance lookups and crm mass messages', () => {
  it('names categories, movement types and sub categories in tr and en', async () => {
    const tr = await app.call('finance', 'list_categories', { Lang: 'tr' } as never, {
      cookies: player.cookies,
    });
    expect(tr.body.data).toContainEqual({ id: 2, name: 'Finans' });
    const en = await app.call('finance', 'list_types_frontend', { Lang: 'en' } as never, {
      cookies: player.cookies,
    });
    expect(en.body.data).toContainEqual({ id: 2, name: 'Withdrawal' });
    const subs = await app.call('finance', 'list_sub_categories', { Lang: 'en' } as never, {
      cookies: player.cookies,
    });
    expect(subs.body.data).toContainEqual({ id: 1, name: 'Bank transfer' });
  });

  it('lists mass messages newest first without a session', async () => {
    const reply = await app.call('crm', 'list_mass_messages', { limit: 10, offset: 0 });
    expect(reply.body.result).toBe(true);
    const body = reply.body as RpcSuccess<{ title: string; date: string }[]>;
    expect(body.data!.length).toBeGreaterThanOrEqual(3);
    expect(body.data![0]).toMatchObject({ title: 'Lale’ye hoş geldiniz' });
    const dates = body.data!.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const en = (await app.call('crm', 'list_mass_messages', { limit: 1, Lang: 'en' } as never))
      .body as RpcSuccess<unknown[]>;
    expect(en.data).toEqual([expect.objectContaining({ title: 'Welcome to Lale' })]);
    expect(en.pagination).toMatchObject({ limit: 1, total: body.pagination!.total });
  });
});
