import { codecs } from '../store/codecs.ts';
import { readRaw } from '../store/storage.ts';

/** Whether this browser kept a player's session: read before the app's store exists. */
export const hasStoredSession = (): boolean =>
  codecs.userSession.read(readRaw('userSession')) !== null ||
  codecs.userAuth.read(readRaw('userAuth')) !== null;
