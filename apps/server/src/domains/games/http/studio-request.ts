import type { FastifyRequest } from 'fastify';
import type { Lang } from '@lale/contract/languages';
import { refusals } from '../../../platform/refusal.ts';
import { requestLang } from '../../../rpc/request-lang.ts';
import { gameSessions, type GameSession } from '../sessions/game-sessions.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';

/** The language errors of a request are told in: the game session's once it is known. */
const langs = new WeakMap<FastifyRequest, Lang>();

export function studioLang(request: FastifyRequest): Lang {
  return langs.get(request) ?? requestLang(request);
}

export function rememberLang(request: FastifyRequest, lang: Lang): void {
  langs.set(request, lang);
}

/** The guard of the game API: the game session behind `Authorization: Bearer <sessionToken>`. */
export async function gameSessionOf(
  deps: StudioDeps,
  request: FastifyRequest,
): Promise<GameSession> {
  const header = request.headers.authorization;
  const token =
    typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const session = token ? await gameSessions.resolve(deps.db, token, deps.now()) : null;
  if (!session) throw refusals.unauthenticated('session_invalid');
  rememberLang(request, session.lang);
  return session;
}
