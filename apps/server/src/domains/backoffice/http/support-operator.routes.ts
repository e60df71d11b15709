import { BACKOFFICE_API } from '@lale/contract/backoffice';
import type { MessageKey } from '@lale/contract/messages';
import { can } from '@lale/contract/backoffice-permissions';
import {
  supportCannedParams,
  supportCannedPayload,
  supportConversationParams,
  supportPresencePayload,
  supportQueueQuery,
  supportReadPayload,
  supportReplyPayload,
} from '@lale/contract/backoffice-support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
import { failureReply } from '../../../rpc/reply.ts';
import {
  cannedAnswers,
  markPresence,
  operatorLivePassHeader,
  operatorSupport,
  sendImage,
  supportQueue,
  type SupportLive,
} from '../../support/api.ts';
import { readOperatorCookie } from '../operator-cookie.ts';
import { OPERATOR_SESSION } from '../operator-sessions.ts';
import type { OperatorRow } from '../operators.repository.ts';
import { permitted } from './audited-action.ts';
import { backofficeLang } from './backoffice-transport.ts';
import { declareOperatorAccess, operatorRoute, type OperatorGuard } from './operator-route.ts';

/**
 * Live support's console under /backoffice/api/v1/support: the queue and transcripts, one
 * conversation with its player's profile and recent movements, and the actions (take, reply,
 * typing, read, close) for roles that answer (roles.ts); canned answers; the operator's
 * availability and pass to the live channel.
 */
export function registerSupportOperatorRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    cookieSecure: boolean;
    live: SupportLive;
    operatorOf: OperatorGuard;
    /**
     * The operator behind a download the browser fetches without the panel header (an <img>),
     * through the same allow-list as every route; null without a session.
     */
    downloaderOf: (request: FastifyRequest) => Promise<OperatorRow | null>;
  },
): void {
  const { db } = deps;
  const url = (path: string) => `${BACKOFFICE_API}/support${path}`;
  const desk = () => operatorSupport(db, deps);
  // Every support route, reads included, is for roles that answer support.
  const answering = permitted(deps, 'support.answer');

  operatorRoute(app, {
    method: 'GET',
    url: url('/conversations'),
    guard: answering,
    query: supportQueueQuery,
    handler: ({ query }) => supportQueue(db, query),
  });

  operatorRoute(app, {
    method: 'GET',
    url: url('/conversations/:id'),
    guard: answering,
    params: supportConversationParams,
    handler: ({ params, auth, request }) => desk().detail(params.id, auth, backofficeLang(request)),
  });

  const action = <S extends z.ZodType | undefined>(
    path: string,
    body: S,
    run: (
      id: string,
      operator: OperatorRow,
      input: S extends z.ZodType ? z.output<S> : undefined,
    ) => Promise<unknown>,
  ) =>
    operatorRoute(app, {
      method: 'POST',
      url: url(`/conversations/:id${path}`),
      guard: answering,
      params: supportConversationParams,
      body: (body ?? z.object({})) as z.ZodType,
      handler: async ({ params, auth, body: input }) =>
        (await run(params.id, auth, input as never)) ?? null,
    });

  action('/assign', undefined, (id, me) => desk().assignToMe(id, me));
  action('/reply', supportReplyPayload, async (id, me, input) => ({
    message: await desk().reply(id, me, input.text),
  }));
  action('/typing', undefined, (id) => desk().typing(id));
  action('/read', supportReadPayload, (id, _me, input) => desk().markRead(id, input.upTo));
  action('/close', undefined, (id, me) => desk().close(id, me));

  operatorRoute(app, {
    method: 'GET',
    url: url('/canned-answers'),
    guard: answering,
    handler: async () => ({ items: await cannedAnswers.list(db) }),
  });

  operatorRoute(app, {
    method: 'POST',
    url: url('/canned-answers'),
    guard: answering,
    body: supportCannedPayload.extend({ id: z.number().int().positive().optional() }),
    handler: async ({ body }) => {
      const saved = await cannedAnswers.save(db, body, deps.now());
      if (!saved) throw refusals.notFound();
      return saved;
    },
  });

  operatorRoute(app, {
    method: 'POST',
    url: url('/canned-answers/:id/delete'),
    guard: answering,
    params: supportCannedParams,
    handler: async ({ params }) => {
      if (!(await cannedAnswers.remove(db, params.id))) throw refusals.notFound();
      return null;
    },
  });

  /** The console is open (every 30 s) and whether the operator takes chats now. */
  operatorRoute(app, {
    method: 'POST',
    url: url('/presence'),
    guard: answering,
    body: supportPresencePayload,
    handler: async ({ auth, body }) => {
      await markPresence(db, auth.id, body.available, deps.now());
      return { available: body.available };
    },
  });

  operatorRoute(app, {
    method: 'POST',
    url: url('/live-pass'),
    guard: answering,
    handler: ({ request, reply }) => {
      const token = readOperatorCookie(request)!;
      reply.header(
        'set-cookie',
        operatorLivePassHeader(token, OPERATOR_SESSION.absoluteMs / 1000, deps.cookieSecure),
      );
      return null;
    },
  });

  // An <img> sends no panel header: a read-only image behind the SameSite Strict cookie.
  declareOperatorAccess(app, 'GET', url('/attachments/:id'), 'support.answer');
  app.get(url('/attachments/:id'), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const lang = backofficeLang(request);
    const operator = await deps.downloaderOf(request).catch((error: unknown) => {
      if (error instanceof Refusal) return error;
      throw error;
    });
    if (operator instanceof Refusal)
      return reply.code(403).send(failureReply(operator.code as MessageKey, 403, lang));
    if (!operator) return reply.code(401).send(failureReply('anonymous_user', 401, lang));
    if (!can(operator.role, 'support.answer'))
      return reply.code(403).send(failureReply('not_authorized', 403, lang));
    const id = String((request.params as { id?: unknown }).id ?? '');
    const file = await desk().attachment(id);
    if (!file) return reply.code(404).send(failureReply('not_found', 404, lang));
    return sendImage(reply, file);
  });
}
