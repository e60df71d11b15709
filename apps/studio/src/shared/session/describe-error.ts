import type { CommonDictionary } from '../../i18n/common.ts';
import { GameApiError } from '../api.ts';

export interface ShownError {
  text: string;
  /** The session is gone: the page can only ask the player to reopen the game. */
  fatal: boolean;
}

/** The server's own localised message when it sent one, else ours for the kind of failure. */
export function describeError(error: unknown, t: CommonDictionary): ShownError {
  if (!(error instanceof GameApiError)) return { text: t.errors.generic, fatal: false };
  if (error.status === 0) return { text: t.errors.network, fatal: false };
  if (error.code === 'missing-token') return { text: t.errors.missingToken, fatal: true };
  if (error.sessionExpired) return { text: t.errors.sessionExpired, fatal: true };
  if (error.message) return { text: error.message, fatal: false };
  if (error.insufficientBalance) return { text: t.errors.insufficientBalance, fatal: false };
  return { text: t.errors.generic, fatal: false };
}
