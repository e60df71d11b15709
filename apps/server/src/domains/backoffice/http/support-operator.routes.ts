import type { BackofficeReply } from '@lale/contract/backoffice/routes';
import type { FastifyInstance } from 'fastify';
import { refusals } from '../../../platform/refusal.ts';
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
import { backofficeLang } from './backoffice-transport.ts';
import {
  operatorRoute,
  type OperatorAnswer,
  type OperatorCall,
  type OperatorRouteDeps,
} from './operator-route.ts';

/** The conversation actions of the contract (POST /support/conversations/:id/<action>). */
type Action =
  'support.assign' | 'support.reply' | 'support.typing' | 'support.read' | 'support.close';

/**
 * Live support's console (contract: backoffice/support.ts): the queue and transcripts, one
 * conversation with its player's profile and recent movements, and the actions (take, reply,
 * typing, read, close) for roles that answer (roles.ts); canned answers; the operator's
 * availability and pass to the live channel.
 */
export function registerSupportOperatorRoutes(
  app: FastifyInstance,
  deps: OperatorRouteDeps & { cookieSecure: boolean; live: SupportLive },
): void {
  const { db } = deps;
  const desk = () => operatorSupport(db, deps);

  // Every support route, reads included, is for roles that answer support (the contract).
  operatorRoute(app, deps, 'support.queue', {
    handler: ({ query }) => supportQueue(db, query),
  });

  operatorRoute(app, deps, 'support.conversation', {
    handler: ({ params, auth, request }) => desk().detail(params.id, auth, backofficeLang(request)),
  });

  const action = <N extends Action>(
    name: N,
    run: (call: OperatorCall<N>) => Promise<BackofficeReply<N> | void>,
  ) =>
    operatorRoute(app, deps, name, {
      // An action that returns nothing answers null, as the contract declares.
      handler: async (call) => ((await run(call)) ?? null) as OperatorAnswer<N>,
    });

  action('support.assign', ({ params, auth }) => desk().assignToMe(params.id, auth));
  action('support.reply', async ({ params, auth, body }) => ({
    message: await desk().reply(params.id, auth, body.text),
  }));
  action('support.typing', ({ params }) => desk().typing(params.id));
  action('support.read', ({ params, body }) => desk().markRead(params.id, body.upTo));
  action('support.close', ({ params, auth }) => desk().close(params.id, auth));

  operatorRoute(app, deps, 'support.cannedAnswers', {
    handler: async () => ({ items: await cannedAnswers.list(db) }),
  });

  operatorRoute(app, deps, 'support.saveCannedAnswer', {
    handler: async ({ body }) => {
      const saved = await cannedAnswers.save(db, body, deps.now());
      if (!saved) throw refusals.notFound();
      return saved;
    },
  });

  operatorRoute(app, deps, 'support.deleteCannedAnswer', {
    handler: async ({ params }) => {
      if (!(await cannedAnswers.remove(db, params.id))) throw refusals.notFound();
      return null;
    },
  });

  operatorRoute(app, deps, 'support.presence', {
    handler: async ({ auth, body }) => {
      await markPresence(db, auth.id, body.available, deps.now());
      return { available: body.available };
    },
  });

  operatorRoute(app, deps, 'support.livePass', {
    handler: ({ request, reply }) => {
      const token = readOperatorCookie(request)!;
      reply.header(
        'set-cookie',
        operatorLivePassHeader(token, OPERATOR_SESSION.absoluteMs / 1000, deps.cookieSecure),
      );
      return null;
    },
  });

  operatorRoute(app, deps, 'support.attachment', {
    fetchedByBrowser: true,
    handler: async ({ params, reply }) => {
      const file = await desk().attachment(params.id);
      if (!file) throw refusals.notFound();
      return sendImage(reply, file);
    },
  });
}
