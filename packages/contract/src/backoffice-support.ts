import { z } from 'zod';
import type { FinanceTransaction } from './methods/finance.ts';
import {
  SUPPORT_TEXT_MAX,
  type SupportConversationView,
  type SupportMessageView,
} from './methods/support.ts';

/**
 * Live support in the back office, under BACKOFFICE_API/support (`panel: backoffice`, the
 * operator's cookie). The console follows `support:queue` and each conversation's topic on the
 * live channel once `POST /support/live-pass` has given its connection the operator's pass.
 */

export interface SupportQueueItem {
  id: string;
  status: 'open' | 'closed';
  /** The player's username, or the guest's name or email (`guest` when neither). */
  who: string;
  guest: boolean;
  lastText: string;
  /** The oldest unanswered message's time; null when an operator has answered. */
  waitingSince: string | null;
  lastMessageAt: string;
  createdAt: string;
  closedAt: string | null;
  assignedTo: string | null;
  /** Player messages newer than the operators' read mark. */
  unread: number;
}

export interface SupportPlayerProfile {
  uid: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  status: 'active' | 'inactive';
  /** Kuruş. */
  balance: number;
  bonusBalance: number;
  currency: string;
}

export interface SupportOperatorConversation {
  conversation: SupportConversationView;
  topic: `support:${string}`;
  assignedTo: string | null;
  assignedToMe: boolean;
  guest: { name: string | null; email: string | null } | null;
  player: SupportPlayerProfile | null;
  /** The player's newest account movements (the account history's rows). */
  transactions: FinanceTransaction[];
}

export interface SupportCannedAnswer {
  id: number;
  lang: 'tr' | 'en';
  title: string;
  body: string;
}

/** GET /support/conversations: the open queue (waiting first), or closed transcripts. */
export const supportQueueQuery = z.object({
  status: z.enum(['open', 'closed'], { error: 'invalid_value' }).default('open'),
  search: z.string().trim().max(100, { error: 'value_too_long' }).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const supportConversationParams = z.object({
  id: z.uuid({ error: 'invalid_value' }),
});

export const supportReplyPayload = z.object({
  text: z
    .string({ error: 'invalid_value' })
    .trim()
    .min(1, { error: 'support_message_empty' })
    .max(SUPPORT_TEXT_MAX, { error: 'value_too_long' }),
});

export const supportReadPayload = z.object({
  upTo: z.number({ error: 'invalid_value' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});

export const supportPresencePayload = z.object({ available: z.boolean() });

export const supportCannedPayload = z.object({
  lang: z.enum(['tr', 'en'], { error: 'invalid_value' }),
  title: z
    .string({ error: 'invalid_value' })
    .trim()
    .min(1, { error: 'required_field' })
    .max(80, { error: 'value_too_long' }),
  body: z
    .string({ error: 'invalid_value' })
    .trim()
    .min(1, { error: 'required_field' })
    .max(SUPPORT_TEXT_MAX, { error: 'value_too_long' }),
});

/** POST /support/canned-answers/:id/delete. */
export const supportCannedParams = z.object({
  id: z.coerce.number({ error: 'invalid_value' }).int().positive({ error: 'invalid_value' }),
});

export type SupportReplyResult = { message: SupportMessageView };
