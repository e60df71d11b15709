import type { FastifyRequest } from 'fastify';
import type { Lang } from '@lale/contract/languages';
import type { z } from 'zod';
import { requestLang } from '../../../rpc/request-lang.ts';
import { gameSessions, type GameSession } from '../sessions/game-sessions.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { StudioError } from '../shared/studio-messages.ts';

/** The language errors of a request are told in: the game session's once it is known. */
const langs = new WeakMap<FastifyRequest, Lang>();

export function studioLang(request: FastifyRequest): Lang {
  return langs.get(request) ?? requestLang(request);
}

export function rememberLang(request: FastifyRequest, lang: Lang): void {
  langs.set(request, lang);
}

/** The game session behind `Authorization: Bearer <sessionToken>`, or 401 session_invalid. */
export async function gameSessionOf(
  deps: StudioDeps,
  request: FastifyRequest,
): Promise<GameSession> {
  const header = request.headers.authorization;
  const token =
    typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const session = token ? await gameSessions.resolve(deps.db, token, deps.now()) : null;
  if (!session) throw new StudioError('session_invalid', 401);
  rememberLang(request, session.lang);
  return session;
}

/** The body parsed by `schema`, or 400 with `code` (invalid_request unless a field says otherwise). */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const custom = result.error.issues.find((issue) => issue.message === 'invalid_client_seed');
    throw new StudioError(custom ? 'invalid_client_seed' : 'invalid_request', 400);
  }
  return result.data;
}
