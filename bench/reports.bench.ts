// The back office's reports over 1,000,000 ledger transfers, on the PostgreSQL service: every
// report (revenue by day, game, provider and product; payments; players; bonus; the ledger) for
// the date presets an operator uses most. Target: p99 < 500 ms for each. The reference measured
// in the same run is a plain count(*) over the transfers and a sum per kind over all of them
// (what a report would cost read straight from the transfers). Calls go one after another,
// in-process (the route adds only the envelope): the figure is the report's own time.
import { sql } from 'drizzle-orm';
import type { ReportName, ReportQuery } from '@lale/contract/backoffice-reports';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { buildReport } from '../apps/server/src/domains/reports/api.ts';
import { createBenchDatabase } from './support/bench-database.ts';

const TRANSFERS = Number(process.env.TRANSFERS ?? 1_000_000);
const PLAYERS = 5_000;
const SPAN_DAYS = 90;
const CALLS = Number(process.env.CALLS ?? 30);
const TARGET_P99_MS = 500;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const benchDb = await createBenchDatabase();
const database = await openDatabase({ url: benchDb.url, dataDir: '', poolSize: 2 });
try {
  const { db } = database;
  await migrate(database);

  const started = performance.now();
  await db.execute(sql`insert into users (username, email, password_hash, firstname, lastname,
      birthdate, identity_number, country, city, address, phone, created_at, updated_at)
    select 'reports' || i, 'reports' || i || '@lale.example', 'x', 'Bench', 'Oyuncu',
      '1990-01-01', (20000000000 + i)::text, 'TR', 'İzmir', 'Test Sokak 1', '+905550000002',
      now() - (i % ${SPAN_DAYS}) * interval '1 day', now()
    from generate_series(1, ${PLAYERS}) i`);
  await db.execute(sql`insert into ledger_accounts (kind, owner, user_id, allow_negative)
    select 'player_cash', id::text, id, false from users where username like 'reports%'
    union all
    select 'player_bonus', id::text, id, false from users where username like 'reports%'`);
  // The transfers are written straight into the table (what a year of play would have left),
  // with the triggers off for the load: the history rows and limits are not what is measured.
  // Kinds as a casino's day mixes them: mostly bets and wins, some jackpot shares, deposits,
  // withdrawals, bonuses and rollbacks; games of every product.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with p as (
        select array_agg(a.id order by a.id) filter (where a.kind = 'player_cash') as cash,
          array_agg(a.id order by a.id) filter (where a.kind = 'player_bonus') as bonus,
          (select array_agg(id order by id) from ledger_accounts where kind = 'house') as house,
          (select id from ledger_accounts where kind = 'jackpot' and owner = 'mini') as pool,
          (select id from ledger_accounts where kind = 'deposit_clearing') as dep,
          (select id from ledger_accounts where kind = 'withdrawal_clearing') as wd
        from ledger_accounts a where a.kind in ('player_cash', 'player_bonus')
      ), t as (
        select i, (i % ${PLAYERS}) + 1 as n, i % 100 as r,
          case when i % 7 = 0 then 'livecasino:' || (1 + i % 20)
               when i % 11 = 0 then 'sportsbook'
               else 'casino:' || (1 + i % 150) end as game
        from generate_series(1, ${TRANSFERS}) i
      )
      insert into ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference,
        subject, idempotency_key, status, created_at, posted_at)
      select d, c, amount, kind, reference, subject, 'bench:' || i, 'posted', at, at
      from (
        select t.i,
          now() - t.i * interval '1 millisecond' * ${Math.floor((SPAN_DAYS * 86_400_000) / TRANSFERS)} as at,
          case when r < 45 then 'bet' when r < 80 then 'win' when r < 81 then 'rollback'
               when r < 90 then 'jackpot_contribution' when r < 94 then 'deposit'
               when r < 96 then 'withdrawal' when r < 98 then 'bonus_grant'
               else 'bonus_conversion' end as kind,
          100 + (t.i * 37) % 10000 as amount,
          case when r < 81 and t.game = 'sportsbook' then 'lale:coupon:' || t.i
               when r < 81 then 'lale:round-' || (t.i / 2)
               when r < 90 then 'round-' || (t.i / 2) else null end as reference,
          case when r < 81 then t.game else null end as subject,
          p.cash[t.n] as cash, p.bonus[t.n] as bonus, p.house[1 + t.n % 17] as house, p.pool,
          p.dep, p.wd, r
        from t, p
      ) x,
      lateral (select
        case when r < 45 then cash when r < 81 then house when r < 90 then house
             when r < 94 then dep when r < 96 then cash when r < 98 then house else bonus end as d,
        case when r < 45 then house when r < 81 then cash when r < 90 then pool
             when r < 94 then cash when r < 96 then wd when r < 98 then bonus else cash end as c
      ) k`);
  });
  await db.execute(sql`vacuum analyze ledger_transfers`);
  await db.execute(sql`vacuum analyze users`);
  console.log(
    `${TRANSFERS} transfers over ${SPAN_DAYS} days written in ${Math.round(performance.now() - started)} ms`,
  );

  const time = async (run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    return performance.now() - t0;
  };
  const measure = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) times.push(await time(run));
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: Math.max(...times) };
  };

  // The first report closes every day of the period once (the daily sums); timed on its own.
  const closing = await time(() =>
    buildReport(db, 'ledger', { preset: 'all-times' }, new Date(), 'tr'),
  );
  console.log(
    `closing ${SPAN_DAYS + 1} days into the daily sums (once): ${Math.round(closing)} ms`,
  );

  console.log(`\n| call | p50 ms | p99 ms | max ms |`);
  console.log(`|---|---:|---:|---:|`);
  const row = (name: string, r: { p50: number; p99: number; max: number }) =>
    console.log(`| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`);
  row(
    'reference: select count(*) from ledger_transfers',
    await measure(() => db.execute(sql`select count(*) from ledger_transfers`)),
  );
  row(
    'reference: sum(amount) per kind over all transfers',
    await measure(() =>
      db.execute(sql`select kind, sum(amount) from ledger_transfers
        where status = 'posted' group by kind`),
    ),
  );

  const cases: [ReportName, ReportQuery][] = [];
  for (const preset of ['today', 'last-7-day', 'last-30-day', 'all-times'] as const) {
    for (const groupBy of ['day', 'game', 'provider', 'product'] as const)
      cases.push(['revenue', { preset, groupBy }]);
    for (const name of ['payments', 'players', 'bonus', 'ledger'] as const)
      cases.push([name, { preset }]);
  }
  let failed = false;
  for (const [name, query] of cases) {
    const result = await measure(() => buildReport(db, name, query, new Date(), 'tr'));
    failed ||= result.p99 >= TARGET_P99_MS;
    row(`${name} ${query.preset}${query.groupBy ? ` by ${query.groupBy}` : ''}`, result);
  }
  console.log(`\nreports p99 target < ${TARGET_P99_MS} ms each: ${failed ? 'MISSED' : 'ok'}`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await database.close();
  await benchDb.drop();
}
