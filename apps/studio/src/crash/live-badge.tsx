import { useCallback } from 'react';
import type { CrashDictionary } from '../i18n/crash.ts';
import type { CrashLive } from './live.ts';
import { useTicker } from './use-ticker.ts';

/** Shown while the live channel is down: the page is reconnecting. */
export function LiveBadge({ live, text }: { live: CrashLive; text: CrashDictionary }) {
  const read = useCallback(() => live.status(), [live]);
  const status = useTicker(read, 1000, true);
  if (status === 'open') return null;
  return (
    <p className="live-badge" role="status">
      {text.connecting}
    </p>
  );
}
