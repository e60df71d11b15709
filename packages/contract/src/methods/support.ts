import { z } from 'zod';
import { defineMethod, emptyPayload, reply } from '../method.ts';

/**
 * Live support for guests and signed-in players (not in SPEC §7, which names the screen
 * only). A guest is known by an HttpOnly cookie the first message sets; a signed-in player by
 * the session. The conversation's messages, typing and read marks also come over the live
 * channel on `support:<conversation id>` (`live/support-payloads.ts`); screenshots are
 * uploaded to `SUPPORT_ATTACHMENTS_PATH` as the raw image body.
 */

export const SUPPORT_TEXT_MAX = 2_000;
/** Screenshots: these types only (checked by their first bytes), at most this many bytes. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];
export const SUPPORT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** POST the image (query `Lang`), GET `/:id` to read it back (the conversation's player only). */
export const SUPPORT_ATTACHMENTS_PATH = '/endpoint/support/attachments';

export type SupportAuthor = 'player' | 'operator' | 'system';

export interface SupportAttachmentView {
  id: string;
  mime: SupportAttachmentType;
  size: number;
}

export interface SupportMessageView {
  id: number;
  author: SupportAuthor;
  /** The operator's name for an operator's message. */
  operatorName: string | null;
  /** Plain text; shown as text, never as HTML. */
  text: string;
  attachment: SupportAttachmentView | null;
  at: string;
  /** Sent while no operator was available: it went to the support team by email. */
  emailed: boolean;
}

export interface SupportConversationView {
  id: string;
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
  /** The newest message id each side has read (0: none). */
  playerReadUpTo: number;
  operatorReadUpTo: number;
  /** The operator who took the conversation. */
  operatorName: string | null;
  messages: SupportMessageView[];
}

export interface SupportContact {
  channel: 'whatsapp' | 'telegram';
  label: string;
  url: string;
}

export interface SupportState {
  /** An operator has the console open and is available: answers come live. */
  online: boolean;
  /** Messaging apps, from the site's content. */
  contacts: SupportContact[];
  /** The caller's open conversation, or their last closed one (its transcript). */
  conversation: SupportConversationView | null;
}

const text = () =>
  z
    .string({ error: 'invalid_value' })
    .trim()
    .max(SUPPORT_TEXT_MAX, { error: 'value_too_long' })
    .default('');

export const sendSupportMessagePayload = z.object({
  text: text(),
  /** Where an answer goes while operators are offline (guests must give one then). */
  email: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(254, { error: 'value_too_long' })
    .pipe(z.union([z.literal(''), z.email({ error: 'invalid_value' })]))
    .optional(),
  name: z.string({ error: 'invalid_value' }).trim().max(60, { error: 'value_too_long' }).optional(),
});

export const support = {
  get_state: defineMethod({
    auth: 'optional',
    payload: emptyPayload,
    reply: reply<SupportState>(),
  }),
  /** Writes to the caller's open conversation, starting one when there is none. */
  send_message: defineMethod({
    auth: 'optional',
    payload: sendSupportMessagePayload,
    reply: reply<{ conversation: SupportConversationView; message: SupportMessageView }>(),
  }),
  /** The player is typing (the widget sends it at most every few seconds). */
  typing: defineMethod({ auth: 'optional', payload: emptyPayload, reply: reply<null>() }),
  /** The player has read the operator's messages up to this id. */
  mark_read: defineMethod({
    auth: 'optional',
    payload: z.object({
      upTo: z.coerce
        .number({ error: 'invalid_value' })
        .int({ error: 'invalid_value' })
        .min(0, { error: 'invalid_value' })
        .max(Number.MAX_SAFE_INTEGER, { error: 'invalid_value' }),
    }),
    reply: reply<null>(),
  }),
  /** A conversation of the caller's, open or closed, with every message. */
  get_transcript: defineMethod({
    auth: 'optional',
    payload: z.object({ conversationId: z.uuid({ error: 'invalid_value' }) }),
    reply: reply<SupportConversationView>(),
  }),
};
