import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { identityNumber } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';

const TL = 100;
let app: TestApp;
let admin: OperatorClient;
let finance: OperatorClient;
let risk: OperatorClient;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
  await addOperator(app, 'finans1', 'finance');
  await addOperator(app, 'riskci', 'risk');
  finance = await operatorClient(app, 'finans1', 'Operator1');
  risk = await operatorClient(app, 'riskci', 'Operator1');
  player = await signedInPlayer(app.database);
  // Above 300 TL a decision needs a second operator.
  expect(
    (await admin.post('/finance/settings', { secondApprovalAbove: 300 * TL })).body.result,
  ).toBe(true);
});
afterAll(() => app.close());

async function deposit(amount: number, who: SignedInPlayer = player): Promise<number> {
  const { body } = await app.call(
    'finance',
    'save_bank_transfer',
    {
      methodID: 101,
      amount,
      account: 'TR12 0001',
      sender_identity_number: identityNumber(77),
      requestKey: randomUUID().replaceAll('-', ''),
    },
    { cookies: who.cookies },
  );
  if (!body.result) throw new Error(JSON.stringify(body));
  return body.data.id;
}
/** Kuruş the ledger moved for the request (its deposit transfers, whatever else follows). */
const depositedFor = async (requestId: number) => {
  const [row] = rowsOf<{ n: number; sum: number }>(
    await app.database.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::int as sum from ledger_transfers
          where kind = 'deposit' and reference = ${`cashier:${requestId}`}`,
    ),
  );
  return row!;
};
const queue = async (query: string) =>
  (await finance.get(`/requests?${query}`)).body.data as {
    items: { id: number; status: string; riskFlags: string[]; awaitingApproval: unknown }[];
    total: number;
  };

describe('the finance queue', () => {
  it('a large deposit waits for a second operator: no money at the first decision, once at the second', async () => {
    const id = await deposit(500 * TL);
    const first = await finance.post('/decide', { requestId: id, decision: 'confirm' });
    expect(first.body).toMatchObject({ result: true, data: { status: 'awaiting_approval' } });
    expect(await depositedFor(id)).toEqual({ n: 0, sum: 0 });
    const waiting = await queue('status=awaiting_approval');
    expect(waiting.items.find((item) => item.id === id)).toMatchObject({
      awaitingApproval: { decision: 'confirm', operatorName: 'finans1' },
    });
    expect((await queue('status=new')).items.some((item) => item.id === id)).toBe(false);

    // The same operator cannot approve its own decision; a role without approve_large neither.
    expect(
      (await finance.post('/second-approval', { requestId: id, approve: true })).body,
    ).toMatchObject({
      result: false,
      debug: 'second_approval_same_operator',
    });
    expect(
      (await risk.post('/second-approval', { requestId: id, approve: true })).body,
    ).toMatchObject({
      result: false,
      code: 403,
    });
    expect(await depositedFor(id)).toEqual({ n: 0, sum: 0 });

    const [second, again] = await Promise.all([
      admin.post('/second-approval', { requestId: id, approve: true }),
      admin.post('/second-approval', { requestId: id, approve: true }),
    ]);
    expect([second.body.result, again.body.result].sort()).toEqual([false, true]);
    expect(await depositedFor(id)).toEqual({ n: 1, sum: 500 * TL });
    expect((await queue('status=confirmed')).items.some((item) => item.id === id)).toBe(true);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
    const audit = rowsOf<{ action: string }>(
      await app.database.db.execute(
        sql`select action from operator_audit where request_id = ${id} and result = 'success' order by id`,
      ),
    );
    expect(audit.map((row) => row.action)).toEqual(['finance.first_decision', 'confirm']);
  });

  it('a declined first decision puts the request back in the queue, untouched', async () => {
    const id = await deposit(400 * TL);
    await finance.post('/decide', { requestId: id, decision: 'reject' });
    const declined = await admin.post('/second-approval', { requestId: id, approve: false });
    expect(declined.body).toMatchObject({ result: true, data: { status: 'new' } });
    expect((await queue('status=new')).items.some((item) => item.id === id)).toBe(true);
  });

  it('decides many at once, each on its own: the reply tells which succeeded and which failed', async () => {
    const small = [await deposit(100 * TL), await deposit(120 * TL)];
    const large = await deposit(350 * TL);
    const decided = await deposit(110 * TL);
    await finance.post('/decide', { requestId: decided, decision: 'reject' });
    const { body } = await finance.post('/decide/bulk?Lang=en', {
      requestIds: [...small, large, decided, 999_999],
      decision: 'confirm',
    });
    expect(body.result).toBe(true);
    expect(body.data.succeeded).toEqual([
      { id: small[0], status: 'confirmed' },
      { id: small[1], status: 'confirmed' },
      { id: large, status: 'awaiting_approval' },
    ]);
    expect(body.data.failed).toEqual([
      expect.objectContaining({ id: decided, code: 'request_already_decided_by' }),
      expect.objectContaining({ id: 999_999, code: 'not_found', message: 'Not found' }),
    ]);
    expect(await depositedFor(small[0]!)).toEqual({ n: 1, sum: 100 * TL });
    expect(await depositedFor(small[1]!)).toEqual({ n: 1, sum: 120 * TL });
    expect(await depositedFor(large)).toEqual({ n: 0, sum: 0 });
  });

  it('filters by kind, amount, player and date, and refuses hostile filters', async () => {
    const other = await signedInPlayer(app.database);
    const mine = await deposit(150 * TL);
    const theirs = await deposit(160 * TL, other);
    const [{ username }] = rowsOf<{ username: string }>(
      await app.database.db.execute(sql`select username from users where id = ${player.uid}`),
    ) as [{ username: string }];
    const byPlayer = await queue(
      `player=${encodeURIComponent(username.toUpperCase())}&kind=deposit`,
    );
    expect((await queue(`player=${player.uid}`)).items.map((item) => item.id)).toContain(mine);
    expect(byPlayer.items.map((item) => item.id)).toContain(mine);
    expect(byPlayer.items.map((item) => item.id)).not.toContain(theirs);
    const byAmount = await queue('minAmount=15500&maxAmount=16500&preset=today');
    expect(byAmount.items.map((item) => item.id)).toEqual([theirs]);
    expect(
      (await queue('kind=withdrawal&preset=today')).items.map((item) => item.id),
    ).not.toContain(mine);
    for (const bad of [
      'status=deleted',
      'minAmount=-5',
      'minAmount=500&maxAmount=100',
      "player=' or 1=1--&preset=x",
    ])
      expect((await finance.get(`/requests?${bad}`)).body.result, bad).toBe(false);
  });

  it('shows the player’s risk flags: a new account, limits set, self-excluded', async () => {
    const id = await deposit(130 * TL);
    const flags = () =>
      queue('status=new').then((q) => q.items.find((item) => item.id === id)!.riskFlags);
    expect(await flags()).toContain('new_account');
    await app.database.db.execute(
      sql`update users set created_at = now() - interval '30 days' where id = ${player.uid}`,
    );
    expect(await flags()).not.toContain('new_account');
    await app.database.db.execute(
      sql`insert into rg_limits (user_id, kind, period, amount, set_at) values (${player.uid}, 'deposit', 'day', 100000, now())`,
    );
    await app.database.db.execute(
      sql`insert into rg_breaks (user_id, kind, duration, started_at, ends_at) values (${player.uid}, 'self_exclusion', '1y', now(), now() + interval '1 year')`,
    );
    expect(await flags()).toEqual(expect.arrayContaining(['limits_set', 'self_excluded']));
  });
});
