import { normalizeLang, type Lang } from '@lale/contract/languages';
import type { FastifyRequest } from 'fastify';

/** For replies written before the body is read (bad JSON, too large): the browser's language. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return normalizeLang(typeof header === 'string' ? header.slice(0, 2) : undefined);
}
