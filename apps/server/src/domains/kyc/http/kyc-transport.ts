import { normalizeLang } from '@lale/contract/languages';
import type { FastifyRequest } from 'fastify';
import type { Transport } from '../../../http/route.ts';
import { errorReply, failureReply, successReply } from '../../../rpc/reply.ts';
import { requestLang } from '../../../rpc/request-lang.ts';
import { validationError } from '../../../rpc/validation.ts';

const langOf = (request: FastifyRequest) => {
  const query = request.query as { Lang?: unknown } | undefined;
  return typeof query?.Lang === 'string' ? normalizeLang(query.Lang) : requestLang(request);
};

/** The site's envelope, as the RPC answers it: refusals with 200, but slow-down with 429. */
export const kycTransport: Transport = {
  invalid: (error) => validationError(error),
  refusal: (refusal, request) => {
    const body = errorReply(refusal, langOf(request));
    if (!body) return null;
    if (body.code !== 429) return { status: 200, body };
    return {
      status: 429,
      body,
      headers: { 'retry-after': String(refusal.retryAfterSeconds ?? 1) },
    };
  },
  fault: (request, errorId) => ({
    status: 500,
    body: failureReply('server_error', 500, langOf(request), { errorId }),
  }),
  success: (data, request) => successReply(data, langOf(request)),
};
