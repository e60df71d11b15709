import type {
  AcceptOddsChanges,
  CouponKind,
  CouponOutcome,
  LegOutcomeName,
} from '@lale/contract/methods/sportsbook';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import type { LegVersions } from './markets.reader.ts';

/** A coupon as stored; kuruş and ids as numbers (ids stay far below 2^53). */
export interface CouponRow {
  id: number;
  userId: number;
  requestKey: string | null;
  kind: CouponKind;
  sizes: number[];
  stakePerLine: number;
  lineCount: number;
  totalStake: number;
  maxPayout: number;
  possiblePayout: number;
  acceptOddsChanges: AcceptOddsChanges;
  outcome: CouponOutcome;
  payout: number;
  cashOutAmount: number | null;
  cashOutRequestKey: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export interface LegRow {
  couponId: number;
  legIndex: number;
  eventId: string;
  marketKey: string;
  selection: string;
  odds: number;
  outcome: LegOutcomeName | null;
}

type Raw = Record<string, unknown>;

const num = (value: unknown) => Number(value);
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const sizesOf = (value: unknown): number[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as number[];

function couponOf(r: Raw): CouponRow {
  return {
    id: num(r.id),
    userId: num(r.user_id),
    requestKey: (r.request_key as string | null) ?? null,
    kind: r.kind as CouponKind,
    sizes: sizesOf(r.sizes),
    stakePerLine: num(r.stake_per_line),
    lineCount: num(r.line_count),
    totalStake: num(r.total_stake),
    maxPayout: num(r.max_payout),
    possiblePayout: num(r.possible_payout),
    acceptOddsChanges: r.accept_odds_changes as AcceptOddsChanges,
    outcome: r.outcome as CouponOutcome,
    payout: num(r.payout),
    cashOutAmount: r.cash_out_amount === null ? null : num(r.cash_out_amount),
    cashOutRequestKey: (r.cash_out_request_key as string | null) ?? null,
    createdAt: date(r.created_at),
    settledAt: r.settled_at === null ? null : date(r.settled_at),
  };
}

function legOf(r: Raw): LegRow {
  return {
    couponId: num(r.coupon_id),
    legIndex: num(r.leg_index),
    eventId: String(r.event_id),
    marketKey: String(r.market_key),
    selection: String(r.selection),
    odds: num(r.odds),
    outcome: (r.outcome as LegOutcomeName | null) ?? null,
  };
}

export type NewCoupon = Omit<
  CouponRow,
  'id' | 'outcome' | 'payout' | 'cashOutAmount' | 'cashOutRequestKey' | 'settledAt'
>;
/**
 * A leg to store, with its share of the coupon's stake (kuruş: stake per line times the lines
 * that hold the leg), which counts toward its event's maximum stake while the coupon is open.
 */
export type NewLeg = Omit<LegRow, 'couponId' | 'outcome'> & { stake: number };

export interface CouponHistoryFilter {
  userId: number;
  from: Date | null;
  to: Date | null;
  outcomes: readonly CouponOutcome[] | null;
}

async function one(db: Db, query: SQL): Promise<CouponRow | undefined> {
  const [row] = rowsOf<Raw>(await db.execute(query));
  return row ? couponOf(row) : undefined;
}

/** `sport_place_coupon`'s answer (`sportsbook/sql/sport_place_coupon.sql`). */
export type PlaceAnswer =
  | { replay: number }
  | { moved: unknown }
  /** The player's open stake on the event and this coupon's pass its maximum: nothing written. */
  | { eventStake: { eventId: string; maxStake: number; remaining: number } }
  | { id: number; bet: { balance: number; transferId: string } };

export const couponsRepository = {
  /** `count` new coupon ids from the table's sequence. */
  async drawIds(db: Db, count: number): Promise<number[]> {
    const result = await db.execute(
      sql`select nextval('sport_coupons_id_seq') as id from generate_series(1, ${count})`,
    );
    return rowsOf<Raw>(result).map((r) => num(r.id));
  },

  /**
   * A placement's read, without a lock, when this process does not know the legs: the coupon
   * the player's request key already names, and the legs' events and markets with their
   * versions (`sport_coupon_state`).
   */
  async legsRead(
    db: Db,
    userId: number,
    requestKey: string | null,
    legs: readonly { eventId: string; marketKey: string }[],
  ): Promise<{ replayOf: number | null; state: unknown }> {
    const [row] = rowsOf<Raw>(
      await db.execute(sql`select
          (select id from sport_coupons where user_id = ${userId} and request_key = ${requestKey})
            as replay_of,
          sport_coupon_state(${JSON.stringify(legs)}::jsonb) as state`),
    );
    return {
      replayOf: row!.replay_of === null ? null : num(row!.replay_of),
      state: row!.state,
    };
  },

  /**
   * The rest of a placement in one statement (`sport_place_coupon`): the coupon and its legs
   * stored and the stake taken by `seamless_bet` (`bet`, its arguments), if the legs' events
   * and markets are still at `versions` and the player's open stake on each capped event stays
   * within its maximum with this coupon's.
   */
  async place(
    db: Db,
    c: NewCoupon & { id: number },
    legs: readonly NewLeg[],
    versions: LegVersions,
    bet: object,
  ): Promise<PlaceAnswer> {
    const coupon = { ...c, createdAt: c.createdAt.toISOString() };
    const [row] = rowsOf<{ answer: unknown }>(
      await db.execute(sql`select sport_place_coupon(${JSON.stringify(coupon)}::jsonb,
        ${JSON.stringify(legs)}::jsonb, ${JSON.stringify(versions)}::jsonb,
        ${JSON.stringify(bet)}::jsonb) as answer`),
    );
    const answer = row!.answer;
    return (typeof answer === 'string' ? JSON.parse(answer) : answer) as PlaceAnswer;
  },

  /** A coupon, the player's own when `userId` is given; `lock` takes its row for update. */
  find(
    db: Db,
    id: number,
    options: { userId?: number; lock?: boolean } = {},
  ): Promise<CouponRow | undefined> {
    const owner = options.userId === undefined ? sql`` : sql`and user_id = ${options.userId}`;
    const lock = options.lock ? sql`for update` : sql``;
    return one(db, sql`select * from sport_coupons where id = ${id} ${owner} ${lock}`);
  },

  async legsOf(db: Db, couponIds: readonly number[]): Promise<Map<number, LegRow[]>> {
    const byCoupon = new Map<number, LegRow[]>(couponIds.map((id) => [id, []]));
    if (couponIds.length === 0) return byCoupon;
    const ids = sql.join(
      couponIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await db.execute(
      sql`select * from sport_coupon_legs where coupon_id in (${ids}) order by coupon_id, leg_index`,
    );
    for (const leg of rowsOf<Raw>(result).map(legOf)) byCoupon.get(leg.couponId)?.push(leg);
    return byCoupon;
  },

  /** Open coupons with an undecided leg on the event, locked for update in id order. */
  async lockOpenOnEvent(db: Db, eventId: string): Promise<CouponRow[]> {
    const result = await db.execute(sql`select c.* from sport_coupons c
      where c.id in (select l.coupon_id from sport_coupon_legs l
          where l.event_id = ${eventId} and l.outcome is null)
        and c.outcome = 'open'
      order by c.id for update`);
    return rowsOf<Raw>(result).map(couponOf);
  },

  /** Legs' outcomes, in one statement (each only while undecided). */
  async setLegOutcomes(db: Db, legs: readonly LegRow[]): Promise<void> {
    if (legs.length === 0) return;
    const values = legs.map(
      (leg) => sql`(${leg.couponId}::bigint, ${leg.legIndex}::smallint, ${leg.outcome})`,
    );
    await db.execute(sql`update sport_coupon_legs l set outcome = v.outcome
      from (values ${sql.join(values, sql`, `)}) as v (coupon_id, leg_index, outcome)
      where l.coupon_id = v.coupon_id and l.leg_index = v.leg_index and l.outcome is null`);
  },

  /** Closes open coupons as settled, in one statement; throws if one was not open. */
  async closeSettled(
    db: Db,
    ends: readonly { id: number; outcome: Exclude<CouponOutcome, 'open'>; payout: number }[],
    settledAt: Date,
  ): Promise<void> {
    if (ends.length === 0) return;
    const values = ends.map((e) => sql`(${e.id}::bigint, ${e.outcome}, ${e.payout}::bigint)`);
    const result = await db.execute(sql`update sport_coupons c set outcome = v.outcome,
        payout = v.payout, settled_at = ${settledAt.toISOString()}
      from (values ${sql.join(values, sql`, `)}) as v (id, outcome, payout)
      where c.id = v.id and c.outcome = 'open' returning c.id`);
    if (rowsOf(result).length !== ends.length) throw new Error('a settled coupon was not open');
  },

  /** Open coupons with an undecided leg whose event is over (finished or void). */
  async openWithDecidedEvents(db: Db, limit: number): Promise<number[]> {
    const result = await db.execute(sql`select distinct l.coupon_id from sport_coupon_legs l
      join sport_coupons c on c.id = l.coupon_id
      join sport_events e on e.id = l.event_id
      where c.outcome = 'open' and l.outcome is null and e.state in ('finished', 'void')
      order by l.coupon_id limit ${limit}`);
    return rowsOf<{ coupon_id: unknown }>(result).map((r) => num(r.coupon_id));
  },

  async setLegOutcome(
    db: Db,
    couponId: number,
    legIndex: number,
    outcome: LegOutcomeName,
  ): Promise<void> {
    await db.execute(sql`update sport_coupon_legs set outcome = ${outcome}
      where coupon_id = ${couponId} and leg_index = ${legIndex} and outcome is null`);
  },

  async close(
    db: Db,
    id: number,
    end: {
      outcome: Exclude<CouponOutcome, 'open'>;
      payout: number;
      settledAt: Date;
      cashOut?: { amount: number; requestKey: string | null };
    },
  ): Promise<CouponRow> {
    const row = await one(
      db,
      sql`update sport_coupons set outcome = ${end.outcome}, payout = ${end.payout},
          settled_at = ${end.settledAt.toISOString()},
          cash_out_amount = ${end.cashOut?.amount ?? null},
          cash_out_request_key = ${end.cashOut?.requestKey ?? null}
        where id = ${id} and outcome = 'open' returning *`,
    );
    if (!row) throw new Error(`coupon ${id} is not open`);
    return row;
  },

  /** A page of the player's coupons, newest first, and how many the filter matches. */
  async historyPage(
    db: Db,
    filter: CouponHistoryFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CouponRow[]; total: number }> {
    const parts: SQL[] = [sql`user_id = ${filter.userId}`];
    if (filter.from) parts.push(sql`created_at >= ${filter.from.toISOString()}`);
    if (filter.to) parts.push(sql`created_at <= ${filter.to.toISOString()}`);
    if (filter.outcomes)
      parts.push(
        sql`outcome in (${sql.join(
          filter.outcomes.map((o) => sql`${o}`),
          sql`, `,
        )})`,
      );
    const where = sql.join(parts, sql` and `);
    const [rowsResult, countResult] = [
      await db.execute(sql`select * from sport_coupons where ${where}
        order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`),
      await db.execute(sql`select count(*) as total from sport_coupons where ${where}`),
    ];
    return {
      rows: rowsOf<Raw>(rowsResult).map(couponOf),
      total: num(rowsOf<{ total: unknown }>(countResult)[0]?.total ?? 0),
    };
  },
};
