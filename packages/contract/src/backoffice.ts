import { z } from 'zod';
import type { RiskFlag } from './backoffice-operators.ts';
import type { Permission, StaffRole } from './backoffice-permissions.ts';
import { id, requiredText } from './fields.ts';

/**
 * The back office's JSON API (operators, not players): POST/GET under BACKOFFICE_API with the
 * header `panel: backoffice`, replies in the RPC envelope. Its session cookie is its own.
 */
export const BACKOFFICE_API = '/backoffice/api/v1';
export const BACKOFFICE_PANEL = { name: 'panel', value: 'backoffice' } as const;

/** The five staff roles of backoffice-permissions.ts. */
export type OperatorRole = StaffRole;

export interface OperatorView {
  id: number;
  username: string;
  role: OperatorRole;
  /** Everything the role may do: screens hide what is not listed (the server refuses it too). */
  permissions: Permission[];
  /** May confirm and reject requests (finance.decide). */
  canDecide: boolean;
  /** May use the sportsbook's controls: suspend, margins, maximum stakes, results. */
  canTrade: boolean;
  /** Signed in with a password another operator handed out: POST /password before anything. */
  mustChangePassword: boolean;
}

/** A market type's margin (GET /sportsbook/margins): the operator's, or the default. */
export interface SportsbookMarginView {
  /** `football.match_result`... */
  marketType: string;
  sport: 'football' | 'basketball' | 'tennis' | 'volleyball' | 'horse_racing' | 'greyhound_racing';
  /** Overround in basis points (600 = 6%). */
  basisPoints: number;
  defaultBasisPoints: number;
  /** When an operator last set it; null while the default applies. */
  updatedAt: string | null;
}

/** The operator's event tabs (GET /sportsbook/events): each one state of sport_events. */
export const SPORTSBOOK_EVENT_TABS = ['upcoming', 'live', 'finished', 'void'] as const;
export type SportsbookEventTab = (typeof SPORTSBOOK_EVENT_TABS)[number];

/** GET /sportsbook/events: one tab, searched by team or league (every word), a page of it. */
export const sportsbookEventsQuery = z.object({
  state: z.enum(SPORTSBOOK_EVENT_TABS, { error: 'invalid_value' }).default('upcoming'),
  search: z.string().trim().max(100, { error: 'value_too_long' }).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * Why the system itself has stopped betting on an event now, whatever the operator did:
 * a football match for a while after a goal, or a basketball, tennis or volleyball match in
 * play (no live prices).
 */
export type SportsbookSystemSuspension = 'after_goal' | 'in_play_closed';

/** An event as the back office lists it (GET /sportsbook/events). */
export interface SportsbookOperatorEvent {
  id: string;
  sport: 'football' | 'basketball' | 'tennis' | 'volleyball';
  /** In the operator's language. */
  leagueName: string;
  home: string;
  away: string;
  startsAt: string;
  state: 'scheduled' | 'live' | 'finished' | 'void';
  /** Stopped by an operator (POST /sportsbook/events/suspend): only an operator lifts it. */
  operatorSuspended: boolean;
  /** Stopped by the system now, and why; null when it is not. */
  suspendedBySystem: SportsbookSystemSuspension | null;
  /** Kuruş per coupon; null: the site's limit. */
  maxStake: number | null;
  /** Every market of the event, whatever its state. */
  marketCount: number;
  /** The markets still open (not suspended, settled or void). */
  openMarketCount: number;
  /** "2-1": the score in play, or the result once finished; null otherwise. */
  score: string | null;
  /** Open coupons with an undecided leg on the event. */
  openCoupons: number;
  /** Kuruş: their stakes (a combination's whole stake on each of its events). */
  openStake: number;
  /** Kuruş: what they would pay if every leg won (capped as placed). */
  openPayout: number;
}

/** A market as the back office sees it (GET /sportsbook/events/:id/markets). */
export interface SportsbookOperatorMarket {
  key: string;
  type: string;
  line: number | null;
  /** As stored: `suspended` is the system's (no price); see operatorSuspended for an operator's. */
  state: 'open' | 'suspended' | 'settled' | 'void';
  operatorSuspended: boolean;
  /** Whether players may bet on it now (its event and itself open, nobody suspending it). */
  offered: boolean;
  /** The stored odds, shown even while suspended (hundredths; null when not priced). */
  selections: {
    key: string;
    odds: number | null;
    outcome?: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';
  }[];
}

export interface SportsbookOperatorMarkets {
  event: SportsbookOperatorEvent;
  markets: SportsbookOperatorMarket[];
}

export interface QueueItem {
  id: number;
  kind: 'deposit' | 'withdrawal';
  status: 'new' | 'confirmed' | 'canceled' | 'expired';
  /** Kuruş. */
  amount: number;
  username: string;
  userId: number;
  method: string;
  transferTypeId: number;
  details: Record<string, string>;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
  decidedVia: 'operator' | 'provider' | null;
  note: string | null;
  methodId: number;
  /**
   * Issue 38: when a deposit waiting for its provider's payment expires unpaid (the cashier's
   * schedule then marks it expired); null for bank transfers and decided requests.
   */
  expiresAt: string | null;
  /** A first decision above the approval limit, waiting for a second operator; else null. */
  awaitingApproval: {
    decision: 'confirm' | 'reject';
    operatorId: number;
    operatorName: string;
    at: string;
    note: string | null;
  } | null;
  /** Why the request deserves a second look (backoffice-operators.ts RISK_FLAGS). */
  riskFlags: RiskFlag[];
}

/**
 * The sign-in: name, password and the authenticator's 6-digit code. Without a code (or before
 * the operator has enrolled) the reply is a refusal that says what is missing:
 * `operator_totp_required`, or `operator_totp_enrolment` whose data is the secret to enrol
 * (OperatorTotpEnrolment); the same call with a code of it enrols and signs in.
 */
export const operatorLoginPayload = z.object({
  username: requiredText(60),
  password: z.string({ error: 'required_field' }).min(1, { error: 'required_field' }).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'code_format' })
    .optional(),
});

/** The data of an `operator_totp_enrolment` refusal: the new secret, as text and as a QR. */
export interface OperatorTotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export const queueQuery = z.object({
  status: z.enum(['new', 'confirmed', 'canceled']).default('new'),
  kind: z.enum(['deposit', 'withdrawal']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const decisionPayload = z.object({
  requestId: id(),
  decision: z.enum(['confirm', 'reject'], { error: 'invalid_value' }),
  note: z.string().trim().max(500, { error: 'value_too_long' }).optional(),
});
