import { z } from 'zod';
import { id, requiredText } from './fields.ts';

/**
 * The back office's JSON API (operators, not players): POST/GET under BACKOFFICE_API with the
 * header `panel: backoffice`, replies in the RPC envelope. Its session cookie is its own.
 */
export const BACKOFFICE_API = '/backoffice/api/v1';
export const BACKOFFICE_PANEL = { name: 'panel', value: 'backoffice' } as const;

export type OperatorRole = 'admin' | 'cashier' | 'viewer';

export interface OperatorView {
  id: number;
  username: string;
  role: OperatorRole;
  /** May confirm and reject requests (admin, cashier). */
  canDecide: boolean;
  /** May use the sportsbook's controls: suspend, margins, maximum stakes, results (admin). */
  canTrade: boolean;
}

/** A market type's margin (GET /sportsbook/margins): the operator's, or the default. */
export interface SportsbookMarginView {
  /** `football.match_result`... */
  marketType: string;
  sport: 'football' | 'basketball' | 'tennis' | 'volleyball';
  /** Overround in basis points (600 = 6%). */
  basisPoints: number;
  defaultBasisPoints: number;
  /** When an operator last set it; null while the default applies. */
  updatedAt: string | null;
}

export interface QueueItem {
  id: number;
  kind: 'deposit' | 'withdrawal';
  status: 'new' | 'confirmed' | 'canceled';
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
}

export const operatorLoginPayload = z.object({
  username: requiredText(60),
  password: z.string({ error: 'required_field' }).min(1, { error: 'required_field' }).max(128),
});

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
