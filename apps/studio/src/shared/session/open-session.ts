import type { SessionReply, StudioEngine, StudioGame } from '@lale/contract/studio/replies';
import { GameApiError } from '../api.ts';
import { bindGameCall } from './game-call.ts';
import { readStoredSession, reusableSession, writeStoredSession } from './session-store.ts';

export interface OpenedSession {
  sessionToken: string;
  game: StudioGame;
  /** The exchange's reply; null when the tab's stored session was resumed. */
  launched: SessionReply | null;
}

/**
 * Exchanges the page's launch token (`?token=`) once, or resumes the session this tab keeps
 * for the engine: the launch token is single-use, so a reload must not spend it again.
 */
export async function openSession(
  engine: StudioEngine,
  lang: string,
  search: string,
  storage: Storage,
): Promise<OpenedSession> {
  const launchToken = new URLSearchParams(search).get('token');
  const stored = reusableSession(readStoredSession(engine, storage), launchToken);
  if (stored) return { sessionToken: stored.sessionToken, game: stored.game, launched: null };
  if (!launchToken) throw new GameApiError(401, 'missing-token', '');
  const launched = await bindGameCall(lang, null)('/session', { body: { token: launchToken } });
  writeStoredSession(
    engine,
    { launchToken, sessionToken: launched.sessionToken, game: launched.game },
    storage,
  );
  return { sessionToken: launched.sessionToken, game: launched.game, launched };
}
