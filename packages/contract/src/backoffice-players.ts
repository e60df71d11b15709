import { z } from 'zod';
import type { KycDocumentView, KycStatus } from './kyc.ts';
import type { FinanceTransaction } from './methods/finance.ts';
import type { BreakView } from './responsible-gaming/breaks.ts';
import type { LimitView } from './responsible-gaming/limits.ts';

/**
 * A player's responsible-gaming record in the back office, under BACKOFFICE_API/players
 * (`panel: backoffice`, the operator's cookie; every role reads, every read is audited). It
 * has no action on a break: a time-out or self-exclusion cannot be lifted or shortened.
 */

/**
 * GET /players?q=: by id (digits), username (exact first, then those starting with it), e-mail,
 * phone (digits, with or without the country code) or identity number (exact, by its blind index).
 */
export const playerSearchQuery = z.object({
  q: z
    .string({ error: 'invalid_value' })
    .trim()
    .min(1, { error: 'required_field' })
    .max(120, { error: 'value_too_long' }),
});

export const playerParams = z.object({
  uid: z.coerce.number({ error: 'invalid_value' }).int().positive({ error: 'invalid_value' }),
});

export interface PlayerSearchHit {
  uid: number;
  username: string;
  /** `inactive` is a player an operator blocked. */
  status: 'active' | 'inactive' | 'closed';
  createdAt: string;
  email: string;
  phone: string;
}

/** One event of the player's account audit trail (sign-ins, responsible gaming). */
export interface PlayerAuditEvent {
  at: string;
  /** `login`, `logout`, `second_factor`, `rg_break_taken`, `rg_limit_set`... */
  event: string;
  result: 'success' | 'failure' | 'pending';
  ip: string;
  /** What the event recorded: a limit's kind and amount, a break's end, a refusal's reason. */
  detail: Record<string, unknown> | null;
}

/** A break as operators see it: the player's own view, and whether it is still in force. */
export interface PlayerBreakView extends BreakView {
  inForce: boolean;
}

/** GET /players/:uid/responsible-gaming */
export interface PlayerResponsibleGaming {
  player: PlayerSearchHit & { lastLoginAt: string | null };
  /** Limits in force, each with a pending raise or removal if one waits. */
  limits: LimitView[];
  /** The break in force, if any: nothing in the back office can end it early. */
  currentBreak: PlayerBreakView | null;
  /** Every break taken, newest first. */
  breaks: PlayerBreakView[];
  /** Minutes; 0 when off. */
  realityCheckMinutes: number;
  /** Responsible-gaming events and sign-ins, newest first (at most AUDIT_PAGE). */
  audit: PlayerAuditEvent[];
  /** The newest movements of the account history. */
  transactions: FinanceTransaction[];
}

export const PLAYER_AUDIT_PAGE = 200;

/**
 * The player page (issue 18, part 2) under BACKOFFICE_API/players/:uid: the profile, status,
 * balances, sessions, sign-ins, documents, notes and balance adjustments. Reading needs
 * `players.view`; block, note and KYC `players.edit`; proposing an adjustment `players.adjust`,
 * approving or rejecting another operator's `players.approve_adjustment`.
 */

/** What the page shows as the player's state: self-exclusion is read only (a break in force). */
export type PlayerState = 'active' | 'blocked' | 'closed' | 'self_excluded';

export const DOCUMENT_KINDS = ['identity', 'address', 'payment_method', 'source_of_funds'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export interface PlayerProfile {
  uid: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  emailVerified: boolean;
  phone: string;
  birthdate: string;
  country: string;
  city: string;
  address: string;
  /** The identity number with all but its last 3 digits hidden. */
  identityNumber: string;
  language: string;
  twoFactor: string;
  createdAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}

export interface PlayerSessionView {
  id: string;
  ip: string;
  country: string | null;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  /** Null while the session is open. */
  endedAt: string | null;
  endReason: string | null;
}

export interface PlayerLoginView {
  at: string;
  event: string;
  result: 'success' | 'failure' | 'pending';
  ip: string;
  country: string | null;
}

export interface PlayerDocumentView {
  kind: DocumentKind;
  status: DocumentStatus;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** A kind of document as operators see it: the player's view and who decided. */
export interface PlayerKycDocumentView extends KycDocumentView {
  reviewedBy: string | null;
}

export interface PlayerNoteView {
  id: number;
  body: string;
  operator: string;
  at: string;
}

export type AdjustmentAccount = 'cash' | 'bonus';
export type AdjustmentStatus = 'pending' | 'approved' | 'rejected';

export interface BalanceAdjustmentView {
  id: number;
  uid: number;
  username: string;
  account: AdjustmentAccount;
  /** Kuruş; negative takes money away. */
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  proposedBy: string;
  proposedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
}

/** GET /players/:uid */
export interface PlayerPage {
  profile: PlayerProfile;
  state: PlayerState;
  /** Kuruş. */
  balances: { cash: number; bonus: number; available: number };
  sessions: PlayerSessionView[];
  logins: PlayerLoginView[];
  documents: PlayerDocumentView[];
  /** Every kind with its newest file (KYC), and the overall status they give. */
  kyc: { status: KycStatus; documents: PlayerKycDocumentView[] };
  notes: PlayerNoteView[];
  adjustments: BalanceAdjustmentView[];
}

/** GET /players/:uid/transactions: the player's own history filters (SPEC §7 list_transactions). */
export const playerTransactionsQuery = z.object({
  category: z.coerce.number().int().min(0).max(20).default(0),
  type: z.coerce.number().int().min(0).max(100).default(0),
  status: z.coerce.number().int().min(0).max(10).default(0),
  startDate: z.iso.date({ error: 'invalid_value' }).optional(),
  endDate: z.iso.date({ error: 'invalid_value' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export interface PlayerTransactionsPage {
  items: FinanceTransaction[];
  total: number;
}

const uid = z.number({ error: 'invalid_value' }).int().positive({ error: 'invalid_value' });
const text = (max: number, min = 1) =>
  z
    .string({ error: 'required_field' })
    .trim()
    .min(min, { error: 'required_field' })
    .max(max, { error: 'value_too_long' });

/** POST /players/status: block (ends every session) or unblock. A closed account stays closed. */
export const playerStatusPayload = z.object({
  uid,
  blocked: z.boolean({ error: 'invalid_value' }),
  reason: text(500, 3),
});

/** POST /players/notes */
export const playerNotePayload = z.object({ uid, body: text(2000) });

/**
 * POST /players/documents: decide the newest file of one kind (or, with none uploaded, record a
 * check made another way). A rejection needs its reason: the player reads it.
 */
export const playerDocumentPayload = z
  .object({
    uid,
    kind: z.enum(DOCUMENT_KINDS, { error: 'invalid_value' }),
    status: z.enum(DOCUMENT_STATUSES, { error: 'invalid_value' }),
    note: z.string().trim().max(500, { error: 'value_too_long' }).optional(),
  })
  .refine((input) => input.status !== 'rejected' || (input.note ?? '').length >= 3, {
    error: 'kyc_rejection_reason_required',
    path: ['note'],
  });

/** GET /players/:uid/documents/:id: one uploaded file, its bytes as themselves. */
export const playerDocumentFileParams = z.object({
  uid: z.coerce.number({ error: 'invalid_value' }).int().positive({ error: 'invalid_value' }),
  id: z.coerce.number({ error: 'invalid_value' }).int().positive({ error: 'invalid_value' }),
});

/** At most one million lira either way in one adjustment. */
export const MAX_ADJUSTMENT = 100_000_000;

/** POST /players/adjustments: propose; nothing moves until a second operator approves. */
export const adjustmentProposalPayload = z.object({
  uid,
  account: z.enum(['cash', 'bonus'], { error: 'invalid_value' }),
  amount: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(-MAX_ADJUSTMENT, { error: 'invalid_value' })
    .max(MAX_ADJUSTMENT, { error: 'invalid_value' })
    .refine((value) => value !== 0, { error: 'invalid_value' }),
  reason: text(500, 3),
});

/** POST /players/adjustments/decide: a different operator approves (money moves) or rejects. */
export const adjustmentDecisionPayload = z.object({
  id: z.number({ error: 'invalid_value' }).int().positive({ error: 'invalid_value' }),
  decision: z.enum(['approve', 'reject'], { error: 'invalid_value' }),
  note: z.string().trim().max(500, { error: 'value_too_long' }).optional(),
});

/** GET /players/adjustments?status=pending: the four-eyes queue. */
export const adjustmentsQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected'], { error: 'invalid_value' })
    .default('pending'),
});

/** Refusals of the player page, in the site's message catalogue. */
export const backofficePlayersMessages = {
  adjustment_own_proposal: {
    tr: 'Kendi önerdiğiniz düzeltmeyi onaylayamazsınız; ikinci bir operatör onaylamalı',
    en: 'You cannot decide your own adjustment; a second operator must approve it',
  },
  adjustment_already_decided: {
    tr: 'Bu düzeltme zaten karara bağlandı',
    en: 'This adjustment has already been decided',
  },
  adjustment_below_zero: {
    tr: 'Bu düzeltme bakiyeyi sıfırın altına düşürür',
    en: 'This adjustment would take the balance below zero',
  },
  catalogue_under_maintenance: {
    tr: 'Bu oyun bakımda; lütfen daha sonra tekrar deneyin',
    en: 'This game is under maintenance; please try again later',
  },
  player_account_closed: {
    tr: 'Kapatılmış hesap değiştirilemez',
    en: 'A closed account cannot be changed',
  },
} as const;
