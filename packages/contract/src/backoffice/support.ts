import { z } from 'zod';
import {
  supportCannedParams,
  supportCannedPayload,
  supportConversationParams,
  supportPresencePayload,
  supportQueueQuery,
  supportReadPayload,
  supportReplyPayload,
  type SupportCannedAnswer,
  type SupportOperatorConversation,
  type SupportQueueItem,
  type SupportReplyResult,
} from '../backoffice-support.ts';
import { defineRoute, reply, type BackofficeFile } from './route.ts';

/** A conversation action that reads nothing from its body. */
const noInput = z.object({});
/** POST /support/canned-answers: a new answer, or (with its id) a change to one. */
export const supportCannedSavePayload = supportCannedPayload.extend({
  id: z.number().int().positive().optional(),
});
/** GET /support/attachments/:id: a screenshot's public id. */
export const supportAttachmentParams = z.object({ id: z.string() });

/** POST /support/conversations/:id/<action> (support.answer). */
const action =
  <R>() =>
  <A extends string, B extends z.ZodType>(name: A, body: B) =>
    defineRoute({
      method: 'POST',
      path: `/support/conversations/:id/${name}`,
      access: 'support.answer',
      params: supportConversationParams,
      body,
      reply: reply<R>(),
    });

/**
 * Live support's console, for roles that answer support (support.answer), reads included: the
 * queue and transcripts, one conversation with its player's profile and recent movements, the
 * actions on it, canned answers, the operator's availability and pass to the live channel.
 */
export const supportRoutes = {
  'support.queue': defineRoute({
    method: 'GET',
    path: '/support/conversations',
    access: 'support.answer',
    query: supportQueueQuery,
    reply: reply<{ items: SupportQueueItem[]; total: number }>(),
  }),
  'support.conversation': defineRoute({
    method: 'GET',
    path: '/support/conversations/:id',
    access: 'support.answer',
    params: supportConversationParams,
    reply: reply<SupportOperatorConversation>(),
  }),
  'support.assign': action<null>()('assign', noInput),
  'support.reply': action<SupportReplyResult>()('reply', supportReplyPayload),
  'support.typing': action<null>()('typing', noInput),
  'support.read': action<null>()('read', supportReadPayload),
  'support.close': action<null>()('close', noInput),
  'support.cannedAnswers': defineRoute({
    method: 'GET',
    path: '/support/canned-answers',
    access: 'support.answer',
    reply: reply<{ items: SupportCannedAnswer[] }>(),
  }),
  'support.saveCannedAnswer': defineRoute({
    method: 'POST',
    path: '/support/canned-answers',
    access: 'support.answer',
    body: supportCannedSavePayload,
    reply: reply<SupportCannedAnswer>(),
  }),
  'support.deleteCannedAnswer': defineRoute({
    method: 'POST',
    path: '/support/canned-answers/:id/delete',
    access: 'support.answer',
    params: supportCannedParams,
    reply: reply<null>(),
  }),
  /** The console is open (every 30 s) and whether the operator takes chats now. */
  'support.presence': defineRoute({
    method: 'POST',
    path: '/support/presence',
    access: 'support.answer',
    body: supportPresencePayload,
    reply: reply<{ available: boolean }>(),
  }),
  /** Sets the cookie that lets the console's live connection follow support topics. */
  'support.livePass': defineRoute({
    method: 'POST',
    path: '/support/live-pass',
    access: 'support.answer',
    reply: reply<null>(),
  }),
  /**
   * A player's screenshot. An <img> sends no panel header: a read-only image behind the
   * SameSite Strict cookie, refused with an HTTP status (401, 403, 404) rather than the envelope.
   */
  'support.attachment': defineRoute({
    method: 'GET',
    path: '/support/attachments/:id',
    access: 'support.answer',
    params: supportAttachmentParams,
    answers: 'file',
    reply: reply<BackofficeFile>(),
  }),
};
