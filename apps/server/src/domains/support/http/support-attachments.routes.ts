import { normalizeLang } from '@lale/contract/languages';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_PATH,
} from '@lale/contract/methods/support';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { route, type Transport } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import { errorReply, failureReply, successReply } from '../../../rpc/reply.ts';
import { requestLang } from '../../../rpc/request-lang.ts';
import type { Session } from '../../../rpc/handler.ts';
import { validationError } from '../../../rpc/validation.ts';
import { guestKeyFromHeader, newGuestCookie } from '../guest-cookie.ts';
import { sniffImageType } from '../image-type.ts';
import { supportService, type SupportDeps } from '../support.service.ts';
import type { Participant } from '../support.repository.ts';

const langOf = (request: FastifyRequest) => {
  const query = request.query as { Lang?: unknown } | undefined;
  return typeof query?.Lang === 'string' ? normalizeLang(query.Lang) : requestLang(request);
};

/** The site's envelope, as the RPC answers. */
const transport: Transport = {
  invalid: (error) => validationError(error),
  refusal: (refusal, request) => {
    const body = errorReply(refusal, langOf(request));
    if (!body) return null;
    return { status: body.code === 429 ? 429 : refusal.kind === 'not_found' ? 404 : 200, body };
  },
  fault: (request, errorId) => ({
    status: 500,
    body: failureReply('server_error', 500, langOf(request), { errorId }),
  }),
  success: (data, request) => successReply(data, langOf(request)),
};

/** Bodies above this are cut off by the server (413); between the limit and it, refused politely. */
const READ_LIMIT = 4 * SUPPORT_ATTACHMENT_MAX_BYTES;

/**
 * Screenshots for live support: POST the image itself (any Content-Type: its first bytes
 * decide), GET one back, for the conversation's own player or guest only. Operators read them
 * through the back office.
 */
export function registerSupportAttachments(
  app: FastifyInstance,
  deps: SupportDeps & { db: Db; cookieSecure: boolean },
): void {
  /** The player, else the guest whose cookie the request carries. */
  const participantOf = (session: Session | null, request: FastifyRequest): Participant | null => {
    if (session) return { uid: session.uid };
    const guestKey = guestKeyFromHeader(request.headers.cookie);
    return guestKey ? { guestKey } : null;
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: READ_LIMIT },
      (_r, body, done) => done(null, body),
    );
    route(scope, {
      method: 'POST',
      url: SUPPORT_ATTACHMENTS_PATH,
      transport,
      auth: { player: 'optional' },
      panel: true,
      headers: { 'cache-control': 'no-store' },
      query: z.object({ Lang: z.string().max(5).optional() }),
      handler: async ({ request, reply, session }) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const mime = sniffImageType(bytes);
        if (!mime) throw refusals.invalid({ file: 'support_attachment_type' });
        if (bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES)
          throw refusals.invalid({ file: 'support_attachment_too_large' });
        let who = participantOf(session, request);
        if (!who) {
          const cookie = newGuestCookie(deps.cookieSecure);
          reply.header('set-cookie', cookie.header);
          who = { guestKey: cookie.key };
        }
        return supportService(deps.db, deps).send(who, {
          text: '',
          attachment: { mime, bytes },
          lang: langOf(request),
          ip: request.ip,
        });
      },
    });
  });

  route(app, {
    method: 'GET',
    url: `${SUPPORT_ATTACHMENTS_PATH}/:id`,
    transport,
    auth: { player: 'optional' },
    headers: { 'cache-control': 'private, no-store' },
    params: z.object({ id: z.string() }),
    handler: async ({ params, request, reply, session }) => {
      const who = participantOf(session, request);
      const file = await supportService(deps.db, deps).attachmentFor(who, params.id);
      if (!file) throw refusals.notFound();
      return sendImage(reply, file);
    },
  });
}

/** An image as itself: its proven type, never sniffed as anything else, nothing to run. */
export function sendImage(reply: FastifyReply, file: { mime: string; bytes: Buffer }) {
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .send(file.bytes);
}
