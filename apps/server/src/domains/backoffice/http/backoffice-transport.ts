import { BACKOFFICE_PANEL } from '@lale/contract/backoffice';
import { normalizeLang, type Lang } from '@lale/contract/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transport } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import { errorReply, failureReply, successReply } from '../../../rpc/reply.ts';
import { requestLang } from '../../../rpc/request-lang.ts';
import { validationError } from '../../../rpc/validation.ts';

export const backofficeLang = (request: FastifyRequest): Lang => {
  const query = request.query as { Lang?: unknown } | undefined;
  return typeof query?.Lang === 'string' ? normalizeLang(query.Lang) : requestLang(request);
};

/**
 * The RPC envelope, as the site's API answers: refusals are HTTP 200 with `result: false`,
 * except a call without the panel header (400) and a slow-down (429, with the wait in
 * Retry-After).
 */
export const backofficeTransport: Transport = {
  invalid: (error) => validationError(error),
  refusal(refusal, request) {
    const body = errorReply(refusal, backofficeLang(request));
    if (!body) return null;
    if (refusal.code === 'malformed_request') return { status: 400, body };
    if (body.code !== 429) return { status: 200, body };
    return {
      status: 429,
      body,
      headers: { 'retry-after': String(refusal.retryAfterSeconds ?? 1) },
    };
  },
  fault: (request, errorId) => ({
    status: 500,
    body: failureReply('server_error', 500, backofficeLang(request), { errorId }),
  }),
  success: (data, request) => successReply(data, backofficeLang(request)),
};

/** Every back office call: never cached, and only with `panel: backoffice` (with SameSite). */
export function backofficePanel(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  if (request.headers[BACKOFFICE_PANEL.name] !== BACKOFFICE_PANEL.value) throw refusals.malformed();
}
