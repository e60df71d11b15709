import { callData } from '../../../shared/rpc/call.ts';
import { parseJson, readRaw, writeRaw } from '../../../shared/store/storage.ts';
import type { HomeNotice } from './get-home-notices.ts';

/** The notices this device has shown, newest last (a guest's only memory of them). */
export const SHOWN_NOTICES_KEY = 'shownNotices';
const KEPT = 100;

export function shownOnDevice(): Set<string> {
  const stored = parseJson(readRaw(SHOWN_NOTICES_KEY));
  return new Set(
    Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
  );
}

/** Each notice is shown once: those this device has shown are not shown again. */
export function notShownYet(notices: HomeNotice[], shown: Set<string>): HomeNotice[] {
  return notices.filter((notice) => !shown.has(notice.id));
}

/**
 * Remembers notices as shown: on this device, and for a signed-in player on the server too, so
 * that no other device of theirs shows them again. A failed call only costs a repeat.
 */
export function rememberShown(notices: HomeNotice[], signedIn: boolean): void {
  if (!notices.length) return;
  const ids = new Set([...shownOnDevice(), ...notices.map((notice) => notice.id)]);
  writeRaw(SHOWN_NOTICES_KEY, JSON.stringify([...ids].slice(-KEPT)));
  if (!signedIn) return;
  const of = (kind: HomeNotice['source']['kind']) =>
    notices
      .filter((notice) => notice.source.kind === kind)
      .map((notice) => notice.source.id)
      .slice(0, 20);
  callData('cms', 'mark_notices_seen', {
    popups: of('popup'),
    specialDates: of('specialDate'),
  }).catch(() => undefined);
}
