import type { LedgerReport, RevenueReport } from '@lale/contract/backoffice-reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { transfer, type TransferInput } from '../../wallet/api.ts';
import { csvCell } from '../report-csv.ts';
import { turkishDay } from '../report-period.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import {
  HOUR,
  TestClock,
  loginAs,
  registerPlayer,
  type Player,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const clock = new TestClock(Date.now());
let app: TestApp;
let players: Player[];
let casinoGame: { key: string; name: string; provider: string };
let liveTable: string;
let today: string;

const cash = (userId: number) => ({ kind: 'player_cash', userId }) as const;
const bonus = (userId: number) => ({ kind: 'player_bonus', userId }) as const;
const house = (userId: number) => ({ kind: 'house', shard: userId % 16 }) as const;

let serial = 0;
const move = (input: Omit<TransferInput, 'idempotencyKey'>) =>
  transfer(app.database.db, { ...input, idempotencyKey: `reports-test:${++serial}` });

/** A bonus of the player's that closed as `status`, as the engine leaves it; its id. */
async function closedBonus(uid: number, status: 'forfeited' | 'expired', amount: number) {
  const [row] = rowsOf<{ id: number }>(
    await app.database.db.execute(sql`insert into player_bonuses (user_id, definition_id, status,
        amount, required, source, closed_amount, granted_at, expires_at, closed_at)
      select ${uid}, min(id), ${status}, ${amount}, 0, ${`reports-test:${++serial}`}, ${amount},
        now(), now(), now()
      from bonus_definitions returning id`),
  );
  return Number(row!.id);
}

/** A day of mixed activity for one player, through the wallet as the product moves money. */
async function playDay(uid: number): Promise<void> {
  await move({
    debit: { kind: 'deposit_clearing' },
    credit: cash(uid),
    amount: 100_000,
    kind: 'deposit',
  });
  const round = `round-${uid}`;
  await move({
    debit: cash(uid),
    credit: house(uid),
    amount: 2_500,
    kind: 'bet',
    reference: `lale:${round}`,
    subject: casinoGame.key,
  });
  await move({
    debit: house(uid),
    credit: { kind: 'jackpot', pool: 'mini' },
    amount: 25,
    kind: 'jackpot_contribution',
    reference: round,
  });
  await move({
    debit: house(uid),
    credit: cash(uid),
    amount: 1_750,
    kind: 'win',
    subject: casinoGame.key,
  });
  await move({
    debit: cash(uid),
    credit: house(uid),
    amount: 1_000,
    kind: 'bet',
    subject: liveTable,
  });
  await move({
    debit: house(uid),
    credit: cash(uid),
    amount: 1_000,
    kind: 'rollback',
    subject: liveTable,
  });
  await move({
    debit: cash(uid),
    credit: house(uid),
    amount: 4_000,
    kind: 'bet',
    subject: liveTable,
  });
  await move({
    debit: cash(uid),
    credit: house(uid),
    amount: 3_000,
    kind: 'bet',
    reference: `lale:coupon:${900_000 + uid}`,
    subject: 'sportsbook',
  });
  await move({ debit: house(uid), credit: bonus(uid), amount: 5_000, kind: 'bonus_grant' });
  await move({ debit: bonus(uid), credit: cash(uid), amount: 1_200, kind: 'bonus_conversion' });
  for (const [status, amount] of [
    ['forfeited', 1_000],
    ['expired', 500],
  ] as const)
    await move({
      debit: bonus(uid),
      credit: house(uid),
      amount,
      kind: 'bonus_forfeit',
      reference: `bonus:${await closedBonus(uid, status, amount)}`,
    });
  await move({
    debit: house(uid),
    credit: cash(uid),
    amount: 700,
    kind: 'prize',
    reference: 'tournament:1',
    subject: 'tournament',
  });
  await move({
    debit: house(uid),
    credit: cash(uid),
    amount: 300,
    kind: 'prize',
    reference: 'lottery:1',
    subject: 'lottery',
  });
  await move({
    debit: cash(uid),
    credit: { kind: 'withdrawal_clearing' },
    amount: 20_000,
    kind: 'withdrawal',
  });
}

/** The day's posted transfers per kind, summed straight from the ledger. */
async function ledgerOfDay(
  day: string,
): Promise<Map<string, { transfers: number; amount: number }>> {
  const rows = rowsOf<{ kind: string; transfers: string; amount: string }>(
    await app.database.db.execute(sql`select kind, count(*) as transfers, sum(amount) as amount
      from ledger_transfers where status = 'posted' and report_day(posted_at) = ${day}::date
      group by kind`),
  );
  return new Map(
    rows.map((row) => [row.kind, { transfers: Number(row.transfers), amount: Number(row.amount) }]),
  );
}

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  today = turkishDay(clock.now());
  const [game] = rowsOf<{ id: number; name: { en: string }; provider: string }>(
    await app.database.db.execute(sql`select g.id, g.name, p.name as provider
      from games g join providers p on p.id = g.provider_id order by g.id limit 1`),
  );
  const [table] = rowsOf<{ id: number }>(
    await app.database.db.execute(sql`select id from live_tables order by id limit 1`),
  );
  casinoGame = { key: `casino:${game!.id}`, name: game!.name.en, provider: game!.provider };
  liveTable = `livecasino:${table!.id}`;
  players = [await registerPlayer(app), await registerPlayer(app)];
  for (const player of players) await playDay(player.uid);
  // A test app's start-up waits on a machine shared with other sessions' browser tests.
}, 180_000);
afterAll(() => app.close());

function expectReconciled(report: RevenueReport, ledger: Map<string, { amount: number }>) {
  const sum = (kind: string) => ledger.get(kind)?.amount ?? 0;
  const stakes = sum('bet') - sum('rollback');
  const ggr = stakes - sum('win');
  const jackpotCost = sum('jackpot_contribution') + sum('jackpot_seed');
  expect(report.total).toMatchObject({
    stakes,
    wins: sum('win'),
    ggr,
    jackpotCost,
    bonusCost: sum('bonus_grant') - sum('bonus_forfeit'),
    prizeCost: sum('prize'),
    ngr: ggr - jackpotCost - sum('bonus_grant') + sum('bonus_forfeit') - sum('prize'),
  });
  const rowsAddUp = (field: 'stakes' | 'wins' | 'ngr') =>
    report.rows.reduce((total, row) => total + row[field], 0);
  expect([rowsAddUp('stakes'), rowsAddUp('wins'), rowsAddUp('ngr')]).toEqual([
    report.total.stakes,
    report.total.wins,
    report.total.ngr,
  ]);
}

describe('back-office reports', () => {
  let admin: OperatorClient;
  beforeAll(async () => {
    admin = await operatorClient(app);
  });

  it("refuses a player's session, an operator without reports.view and a call without the panel", async () => {
    const sid = await loginAs(app, players[0]!);
    const asPlayer = await app.server.inject({
      method: 'GET',
      url: '/backoffice/api/v1/reports/revenue',
      headers: { panel: 'backoffice' },
      cookies: { lale_sid: sid },
    });
    expect(asPlayer.json()).toMatchObject({ result: false, debug: 'anonymous_user' });

    await addOperator(app, 'content-reports', 'content');
    const content = await operatorClient(app, 'content-reports', 'Operator1');
    for (const path of ['/reports/revenue', '/reports/ledger/csv'])
      expect((await content.get(path)).body).toMatchObject({
        result: false,
        debug: 'not_authorized',
      });

    const withoutPanel = await app.server.inject({
      method: 'GET',
      url: '/backoffice/api/v1/reports/revenue',
      cookies: admin.cookies,
    });
    expect(withoutPanel.statusCode).toBe(400);
  });

  it('refuses hostile input with a clear error and answers nothing', async () => {
    for (const path of [
      '/reports/passwords',
      '/reports/revenue?preset=forever',
      '/reports/revenue?startDate=2026-13-01',
      "/reports/revenue?startDate=2026-01-01'%3Bdrop%20table%20users--",
      '/reports/revenue?startDate=2026-05-02&endDate=2026-05-01',
      '/reports/revenue?groupBy=password',
    ]) {
      const { body } = await admin.get(path);
      expect(body.result, path).toBe(false);
      expect(body.data.report, path).toBeUndefined();
      expect(Object.keys(body.data.fields), path).toHaveLength(1);
    }
    const turkish = await admin.get('/reports/revenue?preset=forever&Lang=tr');
    expect(turkish.body.message).toMatch(/Geçersiz/);
  });

  it("reconciles today's revenue and ledger with the day's transfers to the kuruş", async () => {
    const ledger = await ledgerOfDay(today);
    const query = `startDate=${today}&endDate=${today}`;
    const byDay = (await admin.get(`/reports/revenue?${query}`)).body.data as RevenueReport;
    expectReconciled(byDay, ledger);
    expect(byDay.rows).toHaveLength(1);

    const kinds = (await admin.get(`/reports/ledger?${query}`)).body.data as LedgerReport;
    expect(new Map(kinds.rows.map((row) => [row.kind, row.amount]))).toEqual(
      new Map([...ledger].map(([kind, { amount }]) => [kind, amount])),
    );
  });

  it('splits GGR by game, provider and product, with bonus cost and prizes on their own row', async () => {
    const query = `startDate=${today}&endDate=${today}&Lang=en`;
    const ledger = await ledgerOfDay(today);
    const byGame = (await admin.get(`/reports/revenue?${query}&groupBy=game`)).body
      .data as RevenueReport;
    expectReconciled(byGame, ledger);
    expect(byGame.rows.find((row) => row.key === casinoGame.key)).toMatchObject({
      label: casinoGame.name,
      product: 'casino',
      bets: 2,
      stakes: 5_000,
      wins: 3_500,
      ggr: 1_500,
      jackpotCost: 50,
      ngr: 1_450,
    });
    expect(byGame.rows.find((row) => row.key === liveTable)).toMatchObject({
      product: 'live',
      stakes: 8_000,
      wins: 0,
    });
    expect(byGame.rows.find((row) => row.key === 'sportsbook')).toMatchObject({
      label: 'Sportsbook',
      product: 'sports',
      stakes: 6_000,
    });
    expect(byGame.rows.find((row) => row.key === '')).toMatchObject({
      bonusCost: 7_000,
      prizeCost: 2_000,
    });

    const byProduct = (await admin.get(`/reports/revenue?${query}&groupBy=product`)).body
      .data as RevenueReport;
    expectReconciled(byProduct, ledger);
    expect(byProduct.rows.map((row) => row.key).sort()).toEqual(['', 'casino', 'live', 'sports']);

    const byProvider = (await admin.get(`/reports/revenue?${query}&groupBy=provider`)).body
      .data as RevenueReport;
    expectReconciled(byProvider, ledger);
    expect(byProvider.rows.map((row) => row.key)).toContain(casinoGame.provider);
  });

  it('counts new, active and depositing players, the bonus movements and the prizes of the day', async () => {
    const query = `startDate=${today}&endDate=${today}`;
    const players = (await admin.get(`/reports/players?${query}`)).body.data;
    expect(players.rows).toEqual([
      expect.objectContaining({ day: today, active: 2, depositing: 2 }),
    ]);
    expect(players.rows[0].registered).toBeGreaterThanOrEqual(2);
    const bonus = (await admin.get(`/reports/bonus?${query}`)).body.data;
    expect(bonus.rows).toEqual([
      {
        day: today,
        granted: 10_000,
        converted: 2_400,
        forfeited: 2_000,
        expired: 1_000,
        cost: 7_000,
        tournamentPrizes: 1_400,
        lotteryPrizes: 600,
      },
    ]);
  });

  it('gives the same figures once the day is closed into the daily sums', async () => {
    const before = (
      await admin.get(`/reports/revenue?startDate=${today}&endDate=${today}&groupBy=game`)
    ).body.data as RevenueReport;
    const bonusBefore = (await admin.get(`/reports/bonus?startDate=${today}&endDate=${today}`)).body
      .data;
    clock.advance(48 * HOUR);
    const later = await operatorClient(app);
    const after = (
      await later.get(`/reports/revenue?startDate=${today}&endDate=${today}&groupBy=game`)
    ).body.data as RevenueReport;
    const [closed] = rowsOf<{ n: string }>(
      await app.database.db.execute(
        sql`select count(*) as n from report_closed_days where day = ${today}::date`,
      ),
    );
    expect(Number(closed!.n)).toBe(1);
    expect(after).toEqual(before);
    // Expired and forfeited bonuses and the prizes keep apart in the daily sums too.
    expect(
      (await later.get(`/reports/bonus?startDate=${today}&endDate=${today}`)).body.data,
    ).toEqual(bonusBefore);
    expectReconciled(after, await ledgerOfDay(today));
    const players = (await later.get(`/reports/players?startDate=${today}&endDate=${today}`)).body
      .data;
    expect(players.rows[0]).toMatchObject({ active: 2, depositing: 2 });
  });

  it('downloads a CSV with a BOM, headers in the language asked and escaped cells', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: `/backoffice/api/v1/reports/revenue/csv?startDate=${today}&endDate=${today}&groupBy=game&Lang=tr`,
      headers: { panel: 'backoffice' },
      cookies: (await operatorClient(app)).cookies,
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="revenue_${today}_${today}.csv"`,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Grup,Ürün,Bahis sayısı,Bahis (TL),Kazanç (TL),GGR (TL),Jackpot payı (TL),Bonus maliyeti (TL),Ödenen ödüller (TL),NGR (TL)',
    );
    expect(lines).toContain(
      'Spor Bahisleri,Spor Bahisleri,2,60.00,0.00,60.00,0.00,0.00,0.00,60.00',
    );
    // A comma inside a cell quotes it.
    expect(lines).toContain(
      '"Oyuna bağlı olmayan (bonus, ödül, jackpot tohumu)",,0,0.00,0.00,0.00,0.00,70.00,20.00,-90.00',
    );
  });
});

describe('CSV cells', () => {
  it('quotes separators and quotes, and never lets a spreadsheet run a formula', () => {
    expect(csvCell('Papara')).toBe('Papara');
    expect(csvCell('Havale, EFT')).toBe('"Havale, EFT"');
    expect(csvCell('Şeker "Tatlı"')).toBe('"Şeker ""Tatlı"""');
    expect(csvCell('satır\nsonu')).toBe('"satır\nsonu"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-500)).toBe('-500');
  });
});
