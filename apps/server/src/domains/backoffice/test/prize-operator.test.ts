import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { playerCash } from '../../wallet/accounts.ts';
import { transfer } from '../../wallet/ledger.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';

let app: TestApp;
let admin: OperatorClient;
let finance: OperatorClient;

beforeAll(async () => {
  app = await createTestApp();
  await addOperator(app, 'finans-odul', 'finance');
  [admin, finance] = await Promise.all([
    operatorClient(app),
    operatorClient(app, 'finans-odul', 'Operator1'),
  ]);
});
afterAll(() => app.close());

const at = (minutes: number) => new Date(app.now().getTime() + minutes * 60_000).toISOString();

async function auditRows(action: string) {
  return rowsOf<{ result: string; detail: Record<string, unknown>; username: string }>(
    await app.database.db.execute(sql`select a.result, a.detail, o.username
      from operator_audit a join operators o on o.id = a.operator_id
      where a.action = ${action} order by a.id`),
  );
}

describe('back-office tournaments and lottery look-ups', () => {
  it('shows a tournament leaderboard with its prize table; a role without bonus.manage is refused', async () => {
    const created = await admin.post('/tournaments', {
      title: { tr: 'Hafta Sonu Turnuvası', en: 'Weekend Tournament' },
      summary: { tr: 'En çok çeviren kazanır', en: 'Most spins wins' },
      startsAt: at(-5),
      endsAt: at(120),
      scoring: 'most_rounds',
      minStake: 100,
      prizes: [50_000, 20_000],
    });
    expect(created.body.result).toBe(true);
    const tournamentId = created.body.data.id as number;
    const player = await signedInPlayer(app.database);
    const joined = await app.call(
      'tournaments',
      'join',
      { tournamentId },
      { cookies: player.cookies },
    );
    expect(joined.body.result).toBe(true);

    const board = await admin.get(`/tournaments/leaderboard?tournamentId=${tournamentId}`);
    expect(board.body).toMatchObject({
      result: true,
      data: { tournamentId, participants: 1, settledAt: null },
    });

    const refused = await finance.get(`/tournaments/leaderboard?tournamentId=${tournamentId}`);
    expect(refused.body).toMatchObject({ result: false, debug: 'not_authorized' });
    const missing = await admin.get('/tournaments/leaderboard?tournamentId=999999');
    expect(missing.body).toMatchObject({ result: false, debug: 'tournament_not_found' });
  });

  it('finds any player’s ticket by its number, masked, and writes who searched to the audit', async () => {
    const code = `BO${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const created = await admin.post('/lottery', {
      code,
      title: { tr: 'Arama Piyangosu', en: 'Search Lottery' },
      salesStart: at(-1),
      salesEnd: at(60),
      drawAt: at(61),
      minDeposit: 50_000,
      prizes: [100_000],
    });
    expect(created.body.result).toBe(true);
    const player = await signedInPlayer(app.database);
    await transfer(app.database.db, {
      debit: { kind: 'deposit_clearing' },
      credit: playerCash(player.uid),
      amount: 75_000,
      kind: 'deposit',
      reference: `cashier:bo-search-${code}`,
      idempotencyKey: `cashier:deposit:bo-search-${code}`,
    });

    const found = await admin.get(`/lottery/tickets?ticketNumber=${code}-000001`);
    expect(found.body.result).toBe(true);
    expect(found.body.data.items).toEqual([
      expect.objectContaining({
        ticketNumber: `${code}-000001`,
        lotteryTitle: 'Arama Piyangosu',
        depositAmount: 75_000,
        won: null,
      }),
    ]);
    expect(found.body.data.items[0].player).toMatch(/^pl\*+$/);
    const searches = await auditRows('cms.lottery.ticket_search');
    expect(searches.at(-1)).toMatchObject({
      username: 'admin',
      result: 'success',
      detail: { ticketNumber: `${code}-000001`, found: 1 },
    });

    const refused = await finance.get(`/lottery/tickets?ticketNumber=${code}`);
    expect(refused.body).toMatchObject({ result: false, debug: 'not_authorized' });
    const blank = await admin.get('/lottery/tickets?ticketNumber=');
    expect(blank.body.result).toBe(false);
    expect(JSON.stringify(blank.body)).toContain('required_field');
  });

  it('refuses a tournament created by a role without bonus.manage and audits the refusal', async () => {
    const refused = await finance.post('/tournaments', {
      title: { tr: 'Yetkisiz', en: 'Unauthorised' },
      summary: { tr: 'x', en: 'x' },
      startsAt: at(10),
      endsAt: at(100),
      scoring: 'total_stake',
      prizes: [1_000],
    });
    expect(refused.body).toMatchObject({ result: false, debug: 'not_authorized' });
    const rows = await auditRows('cms.tournaments.create');
    expect(rows.at(-1)).toMatchObject({
      username: 'finans-odul',
      result: 'failure',
      detail: { reason: 'not_authorized' },
    });
  });
});
