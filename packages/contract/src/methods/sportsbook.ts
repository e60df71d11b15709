import { z } from 'zod';
import type { BonusStakeTerms } from '../bonus.ts';
import { PAGE_SIZE } from '../constants.ts';
import { id, isoDate, limit, offset, requestKey } from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';

/**
 * The sportsbook (not in SPEC §7, which has only `betframe getCoupons`): the sports tree,
 * events with their markets, results, and the player's coupons. Odds are integer hundredths
 * (185 = 1.85), amounts kuruş, times ISO strings. Live changes come over the live channel on
 * `event:<id>` (one event) and `event:live` (every event in play): `live/sports-payloads.ts`.
 */

export const SPORTS = ['football', 'basketball', 'tennis', 'volleyball'] as const;
export type SportKey = (typeof SPORTS)[number];

export type SportEventState = 'scheduled' | 'live' | 'finished' | 'void';
export type SportMarketState = 'open' | 'suspended' | 'settled' | 'void';
export type LegOutcomeName = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

export interface SportSelection {
  /** As `@lale/games/sports` names it: `home`, `draw`, `over`, `2-1`, `home/draw`... */
  key: string;
  /** Null when not offered (impossible, under 1.01, or the market is not open). */
  odds: number | null;
  /** Once the market is settled. */
  outcome?: LegOutcomeName;
}

export interface SportMarket {
  /** `type` or `type@line`: `football.total_goals@2.5`. */
  key: string;
  type: string;
  line: number | null;
  state: SportMarketState;
  selections: SportSelection[];
}

/** Where an event in play stands. Football: minute 1–90, period 1H, HT, 2H, FT. */
export interface SportLiveScore {
  period: string;
  minute: number | null;
  home: number;
  away: number;
  /** Server epoch ms of this state: clients tick the clock from it. */
  at: number;
}

export interface SportIncident {
  minute: number;
  side: 'home' | 'away';
  kind: 'goal';
  score: { home: number; away: number };
}

export interface SportEventSummary {
  id: string;
  sport: SportKey;
  leagueId: number;
  leagueName: string;
  countryCode: string;
  home: string;
  away: string;
  startsAt: string;
  state: SportEventState;
  /** Betting stopped on the whole event by the server (after a goal) or an operator. */
  suspended: boolean;
  live: SportLiveScore | null;
  /** The headline market (1X2 or match winner) for list rows. */
  mainMarket: SportMarket | null;
  marketCount: number;
  /** Grows with every price or state change; a coupon leg is checked against current odds. */
  version: number;
}

export interface SportEventDetail extends SportEventSummary {
  markets: SportMarket[];
  incidents: SportIncident[];
  /** Provably fair: the hash of the seed the result is drawn from, published before play. */
  serverSeedHash: string;
  clientSeed: string;
  /** Revealed once the event is finished. */
  serverSeed: string | null;
  /** The final score line once finished ("2-1", "89-84", "6-4 3-6 7-6", "3-1"). */
  resultText: string | null;
  /** The operator's maximum stake on this event (kuruş), null for the site's limit. */
  maxStake: number | null;
}

export interface SportsLeague {
  id: number;
  name: string;
  countryCode: string;
  countryName: string;
  top: boolean;
  eventCount: number;
}

export interface SportsTreeSport {
  sport: SportKey;
  eventCount: number;
  liveCount: number;
  leagues: SportsLeague[];
}

/** The slip's limits: kuruş, per coupon. */
export interface CouponLimits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
  maxLegs: number;
}

export interface SportsTree {
  sports: SportsTreeSport[];
  limits: CouponLimits;
}

export type CouponKind = 'single' | 'combination' | 'system';
/** What the player accepts when odds moved between the slip and the server. */
export type AcceptOddsChanges = 'none' | 'higher' | 'any';
/** SPEC §4 shows open, win, lost; `outcome` says how a closed coupon ended. */
export type CouponOutcome = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface CouponLegView {
  eventId: string;
  sport: SportKey;
  eventName: string;
  startsAt: string;
  marketKey: string;
  selection: string;
  /**
   * The selection in words where the market's labels cannot name it: a race's runners by
   * number and name ("3 · Kara Şimşek", "3-7 · Kara Şimşek, Gece Yıldızı").
   */
  selectionName?: string;
  odds: number;
  outcome: LegOutcomeName | null;
  /** The event's score once live or finished. */
  score: string | null;
}

export interface CouponDetail {
  id: number;
  kind: CouponKind;
  /** System sizes (2 for 2/3); empty otherwise. */
  sizes: number[];
  lineCount: number;
  stakePerLine: number;
  totalStake: number;
  /** Product of the legs' odds for a combination, or the single's odds; hundredths. */
  totalOdds: number;
  possiblePayout: number;
  payout: number;
  outcome: CouponOutcome;
  /** Kuruş the house offers now to close the coupon; null when there is no offer. */
  cashOutOffer: number | null;
  createdAt: string;
  settledAt: string | null;
  legs: CouponLegView[];
}

/** A refused coupon because odds moved or a selection closed: the slip shows these. */
export interface OddsChange {
  eventId: string;
  marketKey: string;
  selection: string;
  /** Null: suspended or no longer offered. */
  odds: number | null;
}

/**
 * A refused `place_coupon`'s `data` (debug `coupon_odds_changed` or
 * `coupon_selection_suspended`): every leg whose odds differ from the slip's, at the current
 * odds, or null where the selection is suspended or no longer offered.
 */
export interface OddsChangedRefusal {
  changes: OddsChange[];
}

/**
 * A refused `cash_out`'s `data` (debug `cash_out_offer_changed` or `cash_out_unavailable`): the
 * current offer, null when there is none.
 */
export interface CashOutRefusal {
  offer: number | null;
}

/** SPEC §3's coupon history row (`betframe getCoupons`). */
export interface Coupon {
  id: number;
  /** In the request's language: "Tekli" / "Single", "Kombine" / "Combination", "Sistem 2/3" / "System 2/3". */
  betType: string;
  /** Total odds, decimal (2.35). */
  rate: number;
  totalInvestment: number;
  totalPayment: number;
  possibleEarnings: number;
  status: 'open' | 'win' | 'lost';
  outcome: CouponOutcome;
  date: string;
  legCount: number;
}

const eventId = () =>
  z.string({ error: 'invalid_value' }).regex(/^[1-9][0-9]{0,17}$/, { error: 'invalid_value' });
const sport = () => z.enum(SPORTS, { error: 'invalid_value' });
const marketKey = () =>
  z
    .string({ error: 'invalid_value' })
    .max(64, { error: 'value_too_long' })
    .regex(/^[a-z_]+\.[a-z_]+(@-?[0-9]+(\.[0-9]+)?)?$/, { error: 'invalid_value' });
const selectionKey = () =>
  z
    .string({ error: 'invalid_value' })
    .max(32, { error: 'value_too_long' })
    .regex(/^[a-z0-9_/-]+$/, { error: 'invalid_value' });
const kurus = () =>
  z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalid_value' });
const hundredths = () =>
  z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(101, { error: 'invalid_value' })
    .max(100_000, { error: 'invalid_value' });

export const couponLeg = z.object({
  eventId: eventId(),
  market: marketKey(),
  selection: selectionKey(),
  /** The odds the slip showed. */
  odds: hundredths(),
});

export const placeCouponPayload = z.object({
  /** One per slip submission: a retry with the same key answers the first placement. */
  requestKey,
  kind: z.enum(['single', 'combination', 'system'], { error: 'invalid_value' }),
  /** System sizes, e.g. [2] for 2/3. */
  sizes: z
    .array(
      z
        .number({ error: 'invalid_value' })
        .int({ error: 'invalid_value' })
        .min(2, { error: 'invalid_value' })
        .max(19, { error: 'invalid_value' }),
      {
        error: 'invalid_value',
      },
    )
    .max(18, { error: 'invalid_value' })
    .default([]),
  stakePerLine: kurus(),
  acceptOddsChanges: z.enum(['none', 'higher', 'any'], { error: 'invalid_value' }).default('none'),
  legs: z
    .array(couponLeg, { error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(20, { error: 'invalid_value' }),
});

export const sportsbook = {
  get_sports: defineMethod({
    auth: 'none',
    payload: emptyPayload,
    reply: reply<SportsTree>(),
  }),
  list_events: defineMethod({
    auth: 'none',
    payload: z.object({
      sport: sport().optional(),
      leagueId: id().optional(),
      /** live: in play; today: starting today (Europe/Istanbul) and live; upcoming: not started. */
      when: z.enum(['live', 'today', 'upcoming', 'all'], { error: 'invalid_value' }).default('all'),
      limit: limit(PAGE_SIZE.defaultPagination, 200),
      offset: offset(),
    }),
    reply: reply<SportEventSummary[]>(),
    paginated: true,
  }),
  get_event: defineMethod({
    auth: 'none',
    payload: z.object({ eventId: eventId() }),
    reply: reply<SportEventDetail>(),
  }),
  list_results: defineMethod({
    auth: 'none',
    payload: z.object({
      sport: sport().optional(),
      leagueId: id().optional(),
      limit: limit(PAGE_SIZE.defaultPagination, 200),
      offset: offset(),
    }),
    reply: reply<SportEventDetail[]>(),
    paginated: true,
  }),
  place_coupon: defineMethod({
    auth: 'required',
    payload: placeCouponPayload,
    // A read, then sport_place_coupon writes the coupon, its legs and the stake at once.
    transaction: 'one-statement',
    movesMoney: true,
    idempotencyKey: 'requestKey',
    reply: reply<{ coupon: CouponDetail; balance: number }>(),
  }),
  /** The player's wagering bonus's terms for a coupon, for the slip to tell before placing. */
  stake_terms: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<{ bonus: BonusStakeTerms | null }>(),
  }),
  get_coupon: defineMethod({
    auth: 'required',
    payload: z.object({ couponId: id() }),
    reply: reply<CouponDetail>(),
  }),
  cash_out: defineMethod({
    auth: 'required',
    payload: z.object({
      couponId: id(),
      /** The offer the player accepted; a different current offer is refused with it. */
      offer: kurus(),
      requestKey,
    }),
    transaction: true,
    movesMoney: true,
    idempotencyKey: 'requestKey',
    reply: reply<{ coupon: CouponDetail; balance: number }>(),
  }),
};

export const couponHistoryPayload = z.object({
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
  /** Not in SPEC: the bet history tab's filter. */
  status: z.enum(['open', 'closed', 'win', 'lost'], { error: 'invalid_value' }).optional(),
  limit: limit(PAGE_SIZE.defaultPagination),
  offset: offset(),
});
