import type { StudioEngine as Engine, StudioGame } from '@lale/contract/studio/replies';

/** What a reload of the game page needs: the launch token is single-use, the session is not. */
export interface StoredSession {
  launchToken: string;
  sessionToken: string;
  game: StudioGame;
}

const key = (engine: Engine) => `lale.studio.${engine}`;

export function readStoredSession(engine: Engine, storage: Storage): StoredSession | null {
  try {
    const raw = storage.getItem(key(engine));
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(engine: Engine, session: StoredSession, storage: Storage): void {
  storage.setItem(key(engine), JSON.stringify(session));
}

export function clearStoredSession(engine: Engine, storage: Storage): void {
  storage.removeItem(key(engine));
}

/**
 * Reuse the stored session when the page is reloaded with the same launch token, or opened
 * without one; a different launch token means a new launch.
 */
export function reusableSession(
  stored: StoredSession | null,
  launchToken: string | null,
): StoredSession | null {
  if (!stored) return null;
  if (!launchToken || launchToken === stored.launchToken) return stored;
  return null;
}
