import type { ClassHandlers } from '../../../rpc/handler.ts';
import { participantOf, participantOrNewGuest } from '../participant.ts';
import { supportService, type SupportDeps } from '../support.service.ts';

export interface SupportHandlerDeps extends SupportDeps {
  cookieSecure: boolean;
}

/** `support`: the widget's calls, for guests (their cookie) and signed-in players alike. */
export function supportHandlers(deps: SupportHandlerDeps): { support: ClassHandlers<'support'> } {
  return {
    support: {
      get_state: {
        handle: (_p, ctx) =>
          supportService(ctx.db, deps).state(participantOf(ctx.session, ctx.http)),
      },
      send_message: {
        handle: (payload, ctx) =>
          supportService(ctx.db, deps).send(
            participantOrNewGuest(ctx.session, ctx.http, deps.cookieSecure),
            { ...payload, lang: ctx.lang, ip: ctx.ip },
          ),
      },
      typing: {
        handle: async (_p, ctx) => {
          const who = participantOf(ctx.session, ctx.http);
          if (who) await supportService(ctx.db, deps).typing(who);
          return null;
        },
      },
      mark_read: {
        handle: async (payload, ctx) => {
          const who = participantOf(ctx.session, ctx.http);
          if (who) await supportService(ctx.db, deps).markRead(who, payload.upTo);
          return null;
        },
      },
      get_transcript: {
        handle: (payload, ctx) =>
          supportService(ctx.db, deps).transcript(
            participantOf(ctx.session, ctx.http),
            payload.conversationId,
          ),
      },
    },
  };
}
