import { useEffect } from 'react';
import type { PreferencesReply } from '@lale/contract/studio/preferences';
import { callGameApi } from '../api.ts';
import { followPlayerSound } from './mute-store.ts';

/**
 * Once the game session is open, the sound switch shows the player's saved choice and saves
 * theirs on the server, so it follows them to another device. Until then, or if the choice
 * cannot be read, the switch keeps the browser's choice.
 */
export function usePlayerSound(
  sessionToken: string | null,
  lang: string,
  fail: (error: unknown) => void,
): void {
  useEffect(() => {
    if (!sessionToken) return;
    let cancelled = false;
    const save = (muted: boolean) =>
      void callGameApi('/preferences/sound', {
        lang,
        sessionToken,
        body: { muted },
        keepalive: true,
      }).catch(fail);
    callGameApi<PreferencesReply>('/preferences', { lang, sessionToken })
      .then((reply) => {
        if (!cancelled) followPlayerSound({ muted: reply.soundMuted, save });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      followPlayerSound(null);
    };
  }, [sessionToken, lang, fail]);
}
