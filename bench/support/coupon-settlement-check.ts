// What bench/sportsbook-coupons checks after its measured rounds: an operator settles every
// event used by hand through the back office's route (one transaction per event: every market
// settled, then each coupon on it closed and paid), one event after another as an operator
// would; then each coupon's payout is compared with what the maths gives for the results typed
// (computed here, independently), each player's balance with their deposit plus their coupons,
// and the ledger is checked.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../apps/server/src/db/client.ts';
import { operatorsRepository } from '../../apps/server/src/domains/backoffice/operators.repository.ts';
import { balanceOf } from '../../apps/server/src/domains/wallet/balance.ts';
import { checkLedger } from '../../apps/server/src/domains/wallet/check-ledger.ts';
import { newSecret, sha256 } from '../../apps/server/src/platform/secrets.ts';

/** The markets whose outcome `legWins` decides (the bench bets on these only). */
export const SETTLED_MARKETS = [
  'football.match_result',
  'football.total_goals@2.5',
  'football.both_teams_to_score',
];

type Score = { home: number; away: number };
type FootballResult = { sport: 'football'; fullTime: Score; halfTime: Score; firstGoal: string };

/** A trader: an admin operator with a session stored as the back office's login stores it. */
export async function signInTrader(db: Db): Promise<string> {
  const [operator] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into operators (username, password_hash, role, created_at)
      values ('bench-trader', 'x', 'admin', now()) returning id`),
  );
  const token = newSecret();
  const now = new Date();
  await operatorsRepository.insertSession(db, {
    tokenHash: sha256(token),
    operatorId: Number(operator!.id),
    ip: '127.0.0.1',
    userAgent: 'bench',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return token;
}

/** Waits until placements still in flight when the last round stopped have committed. */
export async function untilCouponsSettle(db: Db): Promise<void> {
  const count = async () =>
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from sport_coupons`))[0]!
      .n;
  for (let last = -1, n = await count(); n !== last; last = n, n = await count())
    await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** A full-time result for each event, drawn from the run's name (the same in every check). */
function drawResults(run: string, eventIds: readonly string[]): Map<string, FootballResult> {
  return new Map(
    eventIds.map((id) => {
      const h = createHash('sha256').update(`${run}:${id}`).digest();
      const full = { home: h[0]! % 4, away: h[1]! % 3 };
      const half = { home: Math.min(full.home, h[2]! % 2), away: Math.min(full.away, h[3]! % 2) };
      // The first goal by a side that scored in the first half if anyone did, else at all.
      const scorers = (['home', 'away'] as const).filter((side) =>
        half.home + half.away > 0 ? half[side] > 0 : full[side] > 0,
      );
      const firstGoal = scorers.length === 0 ? 'none' : scorers[h[4]! % scorers.length]!;
      return [id, { sport: 'football', fullTime: full, halfTime: half, firstGoal }] as const;
    }),
  );
}

const openCoupons = async (db: Db) =>
  rowsOf<{ open: number }>(
    await db.execute(sql`select count(*)::int as open from sport_coupons where outcome = 'open'`),
  )[0]!.open;

/** Every event with a coupon leg settled by hand through the back office, one after another. */
export async function settleByHand(db: Db, serverUrl: string, operatorToken: string, run: string) {
  const used = rowsOf<{ event_id: string }>(
    await db.execute(sql`select distinct event_id::text as event_id from sport_coupon_legs
      order by 1`),
  ).map((r) => r.event_id);
  const results = drawResults(run, used);
  const openBefore = await openCoupons(db);
  let closed = 0;
  let failures = 0;
  const latencies: number[] = [];
  const started = performance.now();
  for (const eventId of used) {
    const t0 = performance.now();
    const response = await fetch(`${serverUrl}/backoffice/api/v1/sportsbook/events/settle`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        panel: 'backoffice',
        cookie: `lale_op=${operatorToken}`,
      },
      body: JSON.stringify({ eventId, result: results.get(eventId), reason: 'bench result' }),
    });
    latencies.push(performance.now() - t0);
    const reply = (await response.json()) as {
      result: boolean;
      data?: { couponsClosed: number; failed: string[] };
    };
    if (!reply.result || (reply.data?.failed.length ?? 0) > 0) {
      failures++;
      if (failures <= 3) console.log(`settle ${eventId}: ${JSON.stringify(reply)}`);
    } else closed += reply.data!.couponsClosed;
  }
  latencies.sort((a, b) => a - b);
  return {
    events: used.length,
    results,
    openBefore,
    closed,
    failures,
    seconds: (performance.now() - started) / 1000,
    latency: (q: number) => latencies[Math.floor((latencies.length - 1) * q)]!,
  };
}

/** Whether a selection of `SETTLED_MARKETS` won at this full-time score. */
function legWins({ home, away }: Score, market: string, selection: string): boolean {
  switch (market) {
    case 'football.match_result':
      return selection === (home > away ? 'home' : home < away ? 'away' : 'draw');
    case 'football.total_goals@2.5':
      return selection === (home + away > 2.5 ? 'over' : 'under');
    case 'football.both_teams_to_score':
      return selection === (home > 0 && away > 0 ? 'yes' : 'no');
    default:
      throw new Error(`unexpected market ${market}`);
  }
}

/**
 * Each coupon's payout against the maths (⌊stake · Π odds⌋ of a winning coupon, capped at its
 * maximum payout; nothing for a lost one), each player's balance against their deposit plus
 * what their coupons paid less their stakes, coupons left open, and the ledger check.
 */
export async function checkPayouts(
  db: Db,
  results: ReadonlyMap<string, FootballResult>,
  players: readonly { id: number }[],
  deposit: number,
) {
  const coupons = rowsOf<{
    id: string;
    user_id: number;
    outcome: string;
    total_stake: string;
    stake_per_line: string;
    max_payout: string;
    payout: string;
    legs: { event_id: string; market_key: string; selection: string; odds: number }[];
  }>(
    await db.execute(sql`select c.id, c.user_id, c.outcome, c.stake_per_line, c.total_stake,
        c.max_payout, c.payout, json_agg(json_build_object('event_id', l.event_id::text,
          'market_key', l.market_key, 'selection', l.selection, 'odds', l.odds)) as legs
      from sport_coupons c join sport_coupon_legs l on l.coupon_id = c.id
      group by c.id`),
  );
  let wrong = 0;
  let expectedTotal = 0n;
  let paidTotal = 0n;
  let stakes = 0n;
  let won = 0;
  const netOf = new Map<number, bigint>();
  for (const c of coupons) {
    const wins = c.legs.every((l) =>
      legWins(results.get(l.event_id)!.fullTime, l.market_key, l.selection),
    );
    const product = c.legs.reduce((p, l) => p * BigInt(l.odds), 1n);
    const uncapped = wins
      ? (BigInt(c.stake_per_line) * product) / 100n ** BigInt(c.legs.length)
      : 0n;
    const expected = uncapped < BigInt(c.max_payout) ? uncapped : BigInt(c.max_payout);
    if (wins) won++;
    expectedTotal += expected;
    paidTotal += BigInt(c.payout);
    stakes += BigInt(c.total_stake);
    netOf.set(c.user_id, (netOf.get(c.user_id) ?? 0n) + BigInt(c.payout) - BigInt(c.total_stake));
    if (BigInt(c.payout) !== expected || c.outcome !== (wins ? 'won' : 'lost')) {
      wrong++;
      if (wrong <= 3) console.log(`coupon ${c.id}: ${c.outcome} ${c.payout}, expected ${expected}`);
    }
  }
  let wrongBalances = 0;
  for (const p of players)
    if (BigInt((await balanceOf(db, p.id)).available) !== BigInt(deposit) + (netOf.get(p.id) ?? 0n))
      wrongBalances++;
  return {
    coupons: coupons.length,
    won,
    wrong,
    expectedTotal,
    paidTotal,
    stakes,
    wrongBalances,
    openAfter: await openCoupons(db),
    ledger: await checkLedger(db),
  };
}
