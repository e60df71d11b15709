import type { Lang } from '@lale/contract/languages';
import type { FastifyRequest } from 'fastify';
import { refusals, type Refusal } from '../platform/refusal.ts';
import { errorReply, failureReply, successReply } from '../rpc/reply.ts';
import { requestLang } from '../rpc/request-lang.ts';
import type { Transport, WireReply } from './route.ts';

/**
 * The site's envelope under the HTTP status its code names (400, 401, 403, 404, 429...), for
 * what is read without the site's client: the public GET endpoints, probes, files and images.
 * Input a schema rejects is a malformed request; a fault answers as the app's error handler
 * does. `wrap` puts a handler's data in the envelope; without it the data goes as it is.
 */
export function httpTransport(
  options: {
    lang?: (request: FastifyRequest) => Lang;
    wrap?: boolean;
    /** The route's own words for a refusal (a probe's bare 403, an image's 404). */
    refusal?: (refusal: Refusal, request: FastifyRequest) => WireReply | null;
  } = {},
): Transport {
  const lang = options.lang ?? requestLang;
  return {
    invalid: () => refusals.malformed(),
    refusal:
      options.refusal ??
      ((refusal, request) => {
        const body = errorReply(refusal, lang(request));
        if (!body) return null;
        const retry = refusal.retryAfterSeconds;
        return { status: body.code, body, ...(retry ? { headers: { 'retry-after': retry } } : {}) };
      }),
    fault: (request, errorId) => ({
      status: 500,
      body: failureReply('server_error', 500, lang(request), { errorId }),
    }),
    ...(options.wrap ? { success: (data, request) => successReply(data, lang(request)) } : {}),
  };
}

/** What a file route answers for any refusal: its bare 404. */
export const fileNotFound = (): WireReply => ({ status: 404, body: { message: 'Not found' } });
