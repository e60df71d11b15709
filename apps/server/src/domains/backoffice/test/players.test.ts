import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { balanceOf, transfer } from '../../wallet/api.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { testSealedFields } from '../../../../test/support/sealed-fields.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  backofficePost,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';

let app: TestApp;
let admin: OperatorClient;
let finance: OperatorClient;
let secondFinance: OperatorClient;
let support: OperatorClient;
let content: OperatorClient;
let player: SignedInPlayer;
const PHONE = '+90 532 417 8823';

beforeAll(async () => {
  app = await createTestApp();
  await addOperator(app, 'finans1', 'finance');
  await addOperator(app, 'finans2', 'finance');
  await addOperator(app, 'destek', 'support');
  await addOperator(app, 'icerik', 'content');
  [admin, finance, secondFinance, support, content] = await Promise.all([
    operatorClient(app),
    operatorClient(app, 'finans1', 'Operator1'),
    operatorClient(app, 'finans2', 'Operator1'),
    operatorClient(app, 'destek', 'Operator1'),
    operatorClient(app, 'icerik', 'Operator1'),
  ]);
  player = await signedInPlayer(app.database);
  await app.database.db.execute(
    sql`update users set phone = '+905324178823', identity_number = ${
      testSealedFields().identityColumns('31234567890').identityNumberSealed
    }, identity_number_index = ${testSealedFields().identityIndex('31234567890')}
    where id = ${player.uid}`,
  );
});
afterAll(() => app.close());

const balance = () => balanceOf(app.database.db, player.uid);

describe('finding a player', () => {
  it('finds the player by phone however it is typed, by e-mail, identity number and id', async () => {
    const username = (await admin.get(`/players/${player.uid}`)).body.data.profile.username;
    for (const q of [PHONE, '05324178823', '5324178823', '31234567890', String(player.uid)]) {
      const { body } = await support.get(`/players?q=${encodeURIComponent(q)}`);
      expect(body.result, q).toBe(true);
      expect(
        body.data.items.map((hit: { uid: number }) => hit.uid),
        q,
      ).toContain(player.uid);
    }
    const byEmail = await support.get(
      `/players?q=${encodeURIComponent(`${username}@LALE.example`)}`,
    );
    expect(byEmail.body.data.items[0]).toMatchObject({ uid: player.uid, username });
  });

  it('shows the record: profile with the identity number masked, state, balances, sessions', async () => {
    const { body } = await support.get(`/players/${player.uid}`);
    expect(body.result).toBe(true);
    expect(body.data.profile).toMatchObject({
      uid: player.uid,
      phone: '+905324178823',
      identityNumber: '********890',
    });
    expect(body.data.state).toBe('active');
    expect(body.data.balances).toEqual({ cash: 0, bonus: 0, available: 0 });
    expect(body.data.sessions[0]).toMatchObject({ id: player.sessionId, endedAt: null });
  });

  it('refuses a player session, an operator without the permission, and hostile input', async () => {
    const asPlayer = await app.server.inject({
      method: 'GET',
      url: `/backoffice/api/v1/players/${player.uid}`,
      headers: { panel: 'backoffice' },
      cookies: player.cookies,
    });
    expect(asPlayer.json()).toMatchObject({ result: false, debug: 'anonymous_user' });
    expect((await content.get(`/players/${player.uid}`)).body).toMatchObject({
      result: false,
      debug: 'not_authorized',
    });
    expect((await content.get('/players?q=a')).body.result).toBe(false);
    const blocked = await backofficePost(
      app,
      '/players/status',
      { uid: player.uid, blocked: true, reason: 'x' },
      player.cookies,
    );
    expect(blocked.json().result).toBe(false);
    for (const q of ['', 'x'.repeat(121)])
      expect((await admin.get(`/players?q=${q}`)).body.result).toBe(false);
    expect((await admin.get('/players/abc')).body.result).toBe(false);
    expect((await admin.post('/players/notes', { uid: player.uid, body: '' })).body.result).toBe(
      false,
    );
    expect(
      (await admin.post('/players/documents', { uid: player.uid, kind: 'passport', status: 'ok' }))
        .body.result,
    ).toBe(false);
    const injection = await admin.get(`/players?q=${encodeURIComponent("' or 1=1 --")}`);
    expect(injection.body).toMatchObject({ result: true, data: { items: [] } });
  });
});

describe('operators act on a player', () => {
  it('support adds a note and sets a document status; both show on the record with who', async () => {
    expect(
      (await support.post('/players/notes', { uid: player.uid, body: 'Aradı, bonus sordu' })).body
        .result,
    ).toBe(true);
    expect(
      (
        await support.post('/players/documents', {
          uid: player.uid,
          kind: 'identity',
          status: 'approved',
        })
      ).body.result,
    ).toBe(true);
    const { body } = await admin.get(`/players/${player.uid}`);
    expect(body.data.notes[0]).toMatchObject({ body: 'Aradı, bonus sordu', operator: 'destek' });
    expect(body.data.documents).toEqual([
      expect.objectContaining({ kind: 'identity', status: 'approved', reviewedBy: 'destek' }),
    ]);
    expect(
      (await finance.post('/players/notes', { uid: player.uid, body: 'x' })).body,
    ).toMatchObject({
      result: false,
      debug: 'not_authorized',
    });
  });

  it('blocking ends the sessions and the player can no longer call; unblocking lets a login in', async () => {
    const other = await signedInPlayer(app.database);
    const before = await app.call('finance', 'check_balance', {}, { cookies: other.cookies });
    expect(before.body.result).toBe(true);
    const done = await support.post('/players/status', {
      uid: other.uid,
      blocked: true,
      reason: 'Şüpheli işlem',
    });
    expect(done.body).toMatchObject({ result: true, data: { blocked: true, sessionsEnded: 1 } });
    const after = await app.call('finance', 'check_balance', {}, { cookies: other.cookies });
    expect(after.body.result).toBe(false);
    expect((await admin.get(`/players/${other.uid}`)).body.data.state).toBe('blocked');
    await support.post('/players/status', { uid: other.uid, blocked: false, reason: 'Çözüldü' });
    expect((await admin.get(`/players/${other.uid}`)).body.data.state).toBe('active');
  });
});

describe('balance adjustments need a second operator', () => {
  it('waits after the proposal, the proposer cannot approve, a second approval moves once', async () => {
    const proposed = await finance.post('/players/adjustments', {
      uid: player.uid,
      account: 'cash',
      amount: 12_345,
      reason: 'Eksik yatırım düzeltmesi',
    });
    expect(proposed.body).toMatchObject({ result: true, data: { status: 'pending' } });
    const id = proposed.body.data.id;
    expect((await balance()).cash).toBe(0);
    expect(
      (await finance.post('/players/adjustments/decide', { id, decision: 'approve' })).body,
    ).toMatchObject({ result: false, debug: 'adjustment_own_proposal' });
    expect(
      (await support.post('/players/adjustments/decide', { id, decision: 'approve' })).body,
    ).toMatchObject({ result: false, debug: 'not_authorized' });
    expect((await balance()).cash).toBe(0);
    const queue = await admin.get('/players/adjustments?status=pending');
    expect(queue.body.data.items.map((item: { id: number }) => item.id)).toContain(id);

    const approved = await secondFinance.post('/players/adjustments/decide', {
      id,
      decision: 'approve',
    });
    expect(approved.body).toMatchObject({
      result: true,
      data: { status: 'approved', decidedBy: 'finans2', proposedBy: 'finans1' },
    });
    expect((await balance()).cash).toBe(12_345);
    expect(
      (await admin.post('/players/adjustments/decide', { id, decision: 'approve' })).body,
    ).toMatchObject({ result: false, debug: 'adjustment_already_decided' });
    expect((await balance()).cash).toBe(12_345);
    const history = await admin.get(`/players/${player.uid}/transactions?category=4`);
    expect(history.body.data.items[0]).toMatchObject({ amount: 12_345 });
  });

  it('concurrent approvals: exactly one moves the money', async () => {
    const { body } = await finance.post('/players/adjustments', {
      uid: player.uid,
      account: 'bonus',
      amount: 500,
      reason: 'Kampanya telafisi',
    });
    const before = (await balance()).bonus;
    const replies = await Promise.all(
      [secondFinance, admin, secondFinance, admin].map((operator) =>
        operator.post('/players/adjustments/decide', { id: body.data.id, decision: 'approve' }),
      ),
    );
    expect(replies.filter((reply) => reply.body.result)).toHaveLength(1);
    expect((await balance()).bonus).toBe(before + 500);
    const [moved] = rowsOf<{ count: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as count from ledger_transfers
            where idempotency_key = ${`backoffice-adjustment:${body.data.id}`}`,
      ),
    );
    expect(moved!.count).toBe(1);
  });

  it('a negative adjustment cannot take the balance below zero; a rejection moves nothing', async () => {
    const cash = (await balance()).cash;
    const { body } = await finance.post('/players/adjustments', {
      uid: player.uid,
      account: 'cash',
      amount: -(cash + 1),
      reason: 'Fazla ödeme',
    });
    const refused = await admin.post('/players/adjustments/decide', {
      id: body.data.id,
      decision: 'approve',
    });
    expect(refused.body).toMatchObject({ result: false, debug: 'adjustment_below_zero' });
    expect((await balance()).cash).toBe(cash);
    const rejected = await admin.post('/players/adjustments/decide', {
      id: body.data.id,
      decision: 'reject',
      note: 'Tutar yanlış',
    });
    expect(rejected.body).toMatchObject({ result: true, data: { status: 'rejected' } });
    expect((await balance()).cash).toBe(cash);
  });

  it('refuses hostile amounts and a missing reason', async () => {
    for (const amount of [0, 1.5, '100', 1e12])
      expect(
        (
          await finance.post('/players/adjustments', {
            uid: player.uid,
            account: 'cash',
            amount,
            reason: 'Deneme',
          })
        ).body.result,
      ).toBe(false);
    expect(
      (await finance.post('/players/adjustments', { uid: player.uid, account: 'cash', amount: 5 }))
        .body.result,
    ).toBe(false);
    void transfer;
  });
});
