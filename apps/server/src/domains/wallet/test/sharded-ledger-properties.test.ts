import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { seedWallet } from '../../../seed/wallet.ts';
import { Refusal } from '../../../platform/refusal.ts';
import { playRound } from '../../games/rounds/play-round.ts';
import type { RoundRow } from '../../games/rounds/rounds.repository.ts';
import type { GameSession } from '../../games/sessions/game-sessions.repository.ts';
import { walletJackpots } from '../../games/shared/wallet-jackpots.ts';
import { buildReport } from '../../reports/api.ts';
import { addDays, turkishDay } from '../../reports/report-period.ts';
import { HOUSE_SHARDS } from '../accounts.ts';
import { balanceOf } from '../balance.ts';
import { checkLedger } from '../check-ledger.ts';
import { poolBalances } from '../jackpots/jackpots.ts';
import { JACKPOT_POOLS, jackpotShares, type JackpotPoolName } from '../jackpots/pools.ts';
import { createSeamlessWallet, SeamlessError } from '../seamless/seamless-wallet.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fund, fundedPlayer } from '../../../../test/support/wallet-fixture.ts';

// The ledger over the sharded house and jackpot pools (issue 34), under random interleavings of
// what moves money: a provider's bets, wins and rollbacks (the seamless wallet, feeding the
// pools), in-house slot rounds (one statement) and rounds that hit a pool (the award gathers
// its shards), with reports and balance reads among them. Calls of one step run at once; the
// small id spaces make some of them replays of each other.

const onServer = Boolean(process.env.DATABASE_URL);
const wallet = createSeamlessWallet();
/** Every stake feeds every pool a share above zero (at least 500 kuruş). */
const STAKES = [1_000, 2_500, 10_000];
const WINS = [0, 700, 4_000, 15_000];
/** A few bets drain it, so refusals for lack of money happen too. */
const START = 25_000;

let app: TestApp;
/** Two players on one house shard (their pool shards are one too), two on shards of their own. */
let players: number[];

beforeAll(async () => {
  app = await createTestApp();
  await seedWallet(app.database.db, { demoData: false, production: false });
  players = await playersTwoOnOneShard();
});
afterAll(() => app.close());

async function playersTwoOnOneShard(): Promise<number[]> {
  const first = await fundedPlayer(app.database, 0);
  // The next player's id is the first's plus HOUSE_SHARDS: the same house shard.
  await app.database.db.execute(
    sql`select setval(pg_get_serial_sequence('users', 'id'), ${first + HOUSE_SHARDS - 1})`,
  );
  const uids = [first];
  while (uids.length < 4) uids.push(await fundedPlayer(app.database, 0));
  expect(new Set(uids.map((uid) => uid % HOUSE_SHARDS)).size).toBe(3);
  return uids;
}

const op = fc.oneof(
  fc.record({ kind: fc.constant('bet' as const), n: fc.nat(3) }),
  fc.record({ kind: fc.constant('win' as const), n: fc.nat(3) }),
  fc.record({ kind: fc.constant('rollback' as const), n: fc.nat(3) }),
  fc.record({ kind: fc.constant('spin' as const), n: fc.nat(5) }),
  fc.record({ kind: fc.constant('hit' as const), n: fc.nat(2) }),
  fc.record({ kind: fc.constant('report' as const), n: fc.constant(0) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: onServer ? 6 : 5,
});

/**
 * What each call is, from its kind and number alone, so that two calls with the same number
 * are the same request: bet n, win n and rollback n are of round n, a provider's round with
 * one bet (the pools' shares are keyed by round).
 */
const playerOf = (o: Op) => players[o.n % players.length]!;
const betAmount = (n: number) => STAKES[n % STAKES.length]!;
const winAmount = (n: number) => WINS[n % WINS.length]!;
const hitPool = (n: number): JackpotPoolName => JACKPOT_POOLS[n % JACKPOT_POOLS.length]!.pool;

interface Run {
  prefix: string;
  /** Request ids of in-house rounds, one per spin or hit number. */
  requestIds: Map<string, string>;
}

const session = (userId: number): GameSession => ({
  userId,
  launchKind: 'casino',
  catalogueId: 1,
  engineId: 'slot',
  engineModel: 'medium',
  lang: 'en',
  gameKey: 'casino:1',
});

function requestIdOf(run: Run, key: string): string {
  if (!run.requestIds.has(key)) run.requestIds.set(key, randomUUID());
  return run.requestIds.get(key)!;
}

/** One call; an expected refusal comes back as the error, anything else fails the property. */
async function call(run: Run, o: Op): Promise<unknown> {
  const db = app.database.db;
  const base = { provider: 'lale', playerId: playerOf(o), gameId: 'casino:1' };
  const round = `${run.prefix}g${o.n}`;
  try {
    switch (o.kind) {
      case 'bet':
        return await wallet.bet(db, {
          ...base,
          transactionId: `${run.prefix}b${o.n}`,
          roundId: round,
          amount: betAmount(o.n),
          feedsJackpots: true,
        });
      case 'win':
        return await wallet.win(db, {
          ...base,
          transactionId: `${run.prefix}w${o.n}`,
          roundId: round,
          amount: winAmount(o.n),
        });
      case 'rollback':
        return await wallet.rollback(db, {
          provider: 'lale',
          playerId: playerOf(o),
          transactionId: `${run.prefix}r${o.n}`,
          roundId: round,
          rollbackTransactionId: `${run.prefix}b${o.n}`,
        });
      case 'spin':
      case 'hit':
        return await playRound(
          { db, wallet, jackpots: walletJackpots, now: () => new Date() },
          {
            session: session(playerOf(o)),
            requestId: requestIdOf(run, `${o.kind}${o.n}`),
            stake: betAmount(o.n + 1),
            feedsJackpots: true,
            draw: () => ({
              win: winAmount(o.n + 2),
              outcome: {},
              jackpotPool: o.kind === 'hit' ? hitPool(o.n) : null,
            }),
          },
        );
      case 'report':
        // Read while money moves: it must neither fail nor hold anyone up for good.
        return await Promise.all([books({ settled: false }), revenue()]);
    }
  } catch (error) {
    if (error instanceof SeamlessError) return error;
    if (error instanceof Refusal && error.kind === 'insufficient_funds') return error;
    throw error;
  }
}

const refused = (answer: unknown) => answer instanceof Refusal;

/** The back office's revenue report over the days around today (a run may cross midnight). */
async function revenue() {
  const today = turkishDay(new Date());
  const report = await buildReport(
    app.database.db,
    'revenue',
    { startDate: addDays(today, -1), endDate: addDays(today, 1), groupBy: 'day' },
    new Date(),
    'en',
  );
  if (report.report !== 'revenue') throw new Error('not the revenue report');
  return report.total;
}

/**
 * The balances as each reader sees them: players, house shards, pools and their shards. Only
 * once nothing moves (`settled`) must two reads of a player's money agree.
 */
async function books({ settled }: { settled: boolean }) {
  const db = app.database.db;
  const house = new Map(
    rowsOf<{ owner: string; balance: string | number }>(
      await db.execute(sql`select owner, credits_posted - debits_posted as balance
        from ledger_accounts where kind = 'house'`),
    ).map((row) => [row.owner, Number(row.balance)]),
  );
  const poolShards = rowsOf<{ owner: string; balance: string | number }>(
    await db.execute(sql`select owner, credits_posted - debits_posted as balance
      from ledger_accounts where kind = 'jackpot'`),
  );
  const shardSums = new Map<string, number>();
  for (const row of poolShards) {
    const pool = row.owner.split('#')[0]!;
    shardSums.set(pool, (shardSums.get(pool) ?? 0) + Number(row.balance));
  }
  const cash = new Map<number, number>();
  for (const uid of players) {
    const balance = await balanceOf(db, uid);
    expect(balance.available).toBeGreaterThanOrEqual(0);
    // What a studio reads through the seamless wallet is the same money.
    const read = await wallet.balance(db, { provider: 'lale', playerId: uid });
    if (settled) expect(read.balance).toBe(balance.available);
    cash.set(uid, balance.cash);
  }
  return { house, pools: await poolBalances(db), shardSums, cash };
}

/** The pools as the lobby shows them (habanero.getJackpots), by pool name. */
async function displayedPools(): Promise<Map<string, number>> {
  const { body } = await app.call('habanero', 'getJackpots', { Lang: 'en' });
  if (!body.result) throw new Error(JSON.stringify(body));
  const [pools = []] = body.data;
  return new Map(pools.map((p) => [JACKPOT_POOLS.find((c) => c.id === p.id)!.pool, p.amount]));
}

/** What the run should have moved, from the calls that were answered yes, each counted once. */
interface Expected {
  cash: Map<number, number>;
  house: Map<string, number>;
  pools: Map<string, number>;
  stakes: number;
  wins: number;
  jackpotCost: number;
}

const add = <K>(map: Map<K, number>, key: K, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);
const houseOwner = (uid: number) => `shard-${uid % HOUSE_SHARDS}`;

async function expectedMoves(run: Run, first: Map<string, { o: Op; answer: unknown }>) {
  const moves: Expected = {
    cash: new Map(),
    house: new Map(),
    pools: new Map(),
    stakes: 0,
    wins: 0,
    jackpotCost: 0,
  };
  const rolledBack = new Set(
    rowsOf<{ transaction_id: string }>(
      await app.database.db.execute(sql`select transaction_id from wallet_transactions
        where provider = 'lale' and kind = 'bet' and status = 'rolled_back'
          and transaction_id like ${`${run.prefix}b%`}`),
    ).map((row) => row.transaction_id),
  );
  const stake = (uid: number, amount: number) => {
    add(moves.cash, uid, -amount);
    add(moves.house, houseOwner(uid), amount);
    moves.stakes += amount;
    for (const share of jackpotShares(amount)) {
      add(moves.house, houseOwner(uid), -share.amount);
      add(moves.pools, share.pool, share.amount);
      moves.jackpotCost += share.amount;
    }
  };
  const pay = (uid: number, amount: number) => {
    add(moves.cash, uid, amount);
    add(moves.house, houseOwner(uid), -amount);
    moves.wins += amount;
  };
  for (const { o, answer } of first.values()) {
    const uid = playerOf(o);
    if (o.kind === 'bet') {
      stake(uid, betAmount(o.n));
      if (rolledBack.has(`${run.prefix}b${o.n}`)) {
        add(moves.cash, uid, betAmount(o.n));
        add(moves.house, houseOwner(uid), -betAmount(o.n));
        moves.stakes -= betAmount(o.n);
      }
    } else if (o.kind === 'win') {
      if ((answer as { transferId: string | null }).transferId) pay(uid, winAmount(o.n));
    } else if (o.kind === 'spin' || o.kind === 'hit') {
      stake(uid, betAmount(o.n + 1));
      pay(uid, winAmount(o.n + 2));
      const jackpot = (answer as RoundRow).outcome as {
        jackpot: { pool: string; amount: number } | null;
      };
      expect(jackpot.jackpot?.pool ?? null).toBe(o.kind === 'hit' ? hitPool(o.n) : null);
      if (jackpot.jackpot) {
        const { seed } = JACKPOT_POOLS.find((p) => p.pool === jackpot.jackpot!.pool)!;
        add(moves.cash, uid, jackpot.jackpot.amount);
        add(moves.pools, jackpot.jackpot.pool, seed - jackpot.jackpot.amount);
        add(moves.house, houseOwner(uid), -seed);
        moves.jackpotCost += seed;
      }
    }
  }
  return moves;
}

const difference = <K>(after: Map<K, number>, before: Map<K, number>) =>
  new Map(
    [...new Set([...after.keys(), ...before.keys()])]
      .map((key) => [key, (after.get(key) ?? 0) - (before.get(key) ?? 0)] as const)
      .filter(([, amount]) => amount !== 0),
  );
const nonZero = <K>(map: Map<K, number>) => new Map([...map].filter(([, amount]) => amount !== 0));
const sumOf = (map: Map<unknown, number>) => [...map.values()].reduce((a, b) => a + b, 0);

async function transferCount(): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await app.database.db.execute(sql`select count(*) as n from ledger_transfers`),
  );
  return Number(row!.n);
}

let runs = 0;
/** Calls answered yes over all runs, by kind: the property must have reached every path. */
const succeeded: Record<Op['kind'], number> = {
  bet: 0,
  win: 0,
  rollback: 0,
  spin: 0,
  hit: 0,
  report: 0,
};

describe('the ledger over sharded house and jackpot accounts', () => {
  it('stays exact under concurrent bets, wins, rollbacks, awards and reports, and retries move nothing', async () => {
    const db = app.database.db;
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        const run: Run = {
          prefix: `shl${++runs}-${randomUUID().slice(0, 8)}:`,
          requestIds: new Map(),
        };
        for (const uid of players) {
          const { cash } = await balanceOf(db, uid);
          if (cash < START) await fund(db, uid, START - cash, `${run.prefix}top-up:${uid}`);
        }
        const before = await books({ settled: true });
        const reportBefore = await revenue();

        const first = new Map<string, { o: Op; answer: unknown }>();
        const answers = new Map<string, unknown[]>();
        for (const step of plan) {
          const results = await Promise.all(step.map((o) => call(run, o)));
          step.forEach((o, i) => {
            const key = `${o.kind}${o.n}`;
            answers.set(key, [...(answers.get(key) ?? []), results[i]]);
            if (refused(results[i])) return;
            succeeded[o.kind]++;
            if (o.kind !== 'report' && !first.has(key)) first.set(key, { o, answer: results[i] });
          });
        }

        // Every yes to one request is the first yes.
        for (const list of answers.values()) {
          const yes = list.filter((answer) => !refused(answer));
          if (yes.length > 1 && !(yes[0] instanceof Array))
            for (const answer of yes) expect(answer).toEqual(yes[0]);
        }

        const after = await books({ settled: true });
        const expected = await expectedMoves(run, first);
        expect((await checkLedger(db)).violations).toEqual([]);
        // Players: exactly what the answered calls moved, never below zero (books() checks).
        expect(difference(after.cash, before.cash)).toEqual(nonZero(expected.cash));
        // Each house shard moved by its own players' money only.
        expect(difference(after.house, before.house)).toEqual(nonZero(expected.house));
        // Each pool is the sum of its shards, as the lobby shows it, moved by shares, seeds, awards.
        expect(after.pools).toEqual(after.shardSums);
        const slotPools = new Map(JACKPOT_POOLS.map(({ pool }) => [pool, after.pools.get(pool)]));
        expect(await displayedPools()).toEqual(slotPools);
        expect(difference(after.pools, before.pools)).toEqual(nonZero(expected.pools));
        // The revenue report tells the same money: NGR is what the house shards gained.
        const report = await revenue();
        expect({
          stakes: report.stakes - reportBefore.stakes,
          wins: report.wins - reportBefore.wins,
          jackpotCost: report.jackpotCost - reportBefore.jackpotCost,
          ngr: report.ngr - reportBefore.ngr,
        }).toEqual({
          stakes: expected.stakes,
          wins: expected.wins,
          jackpotCost: expected.jackpotCost,
          ngr: sumOf(difference(after.house, before.house)),
        });

        // Retrying every call that was answered yes, all at once, moves nothing more: each
        // answers as it first did, or is refused (a bet rolled back since).
        const transfers = await transferCount();
        const replays = await Promise.all([...first.values()].map(({ o }) => call(run, o)));
        [...first.values()].forEach(({ answer }, i) => {
          if (!refused(replays[i])) expect(replays[i]).toEqual(answer);
        });
        expect(await transferCount()).toBe(transfers);
        const replayed = await books({ settled: true });
        expect(replayed.cash).toEqual(after.cash);
        expect(replayed.house).toEqual(after.house);
        expect(replayed.pools).toEqual(after.pools);
      }),
      {
        numRuns: onServer ? 12 : 6,
        // One run that reaches every path for sure: a bet won, a bet rolled back racing a
        // replay of itself, rounds on the shared shard, an award, a report among them.
        examples: [
          [
            [
              [
                { kind: 'bet', n: 0 },
                { kind: 'bet', n: 1 },
                { kind: 'spin', n: 4 },
              ],
              [
                { kind: 'win', n: 1 },
                { kind: 'rollback', n: 0 },
                { kind: 'rollback', n: 0 },
                { kind: 'hit', n: 0 },
              ],
              [
                { kind: 'report', n: 0 },
                { kind: 'spin', n: 1 },
                { kind: 'win', n: 0 },
              ],
            ],
          ],
        ],
      },
    );

    // Every contribution went from a house shard to the same shard of its pool.
    const [strays] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from ledger_transfers t
        join ledger_accounts h on h.id = t.debit_account_id
        join ledger_accounts p on p.id = t.credit_account_id
        where t.kind = 'jackpot_contribution'
          and h.owner <> 'shard-' || coalesce(nullif(split_part(p.owner, '#', 2), ''), '0')`),
    );
    expect(Number(strays!.n)).toBe(0);
    expect(
      Object.values(succeeded).every((count) => count > 0),
      JSON.stringify(succeeded),
    ).toBe(true);
  }, 240_000);
});
