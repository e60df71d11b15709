import { useEffect } from 'react';
import type { GameCall } from '../session/game-call.ts';
import { followPlayerSound } from './mute-store.ts';

/**
 * Once the game session is open (`call` is given), the sound switch shows the player's saved
 * choice and saves theirs on the server, so it follows them to another device. Until then, or
 * if the choice cannot be read, the switch keeps the browser's choice.
 */
export function usePlayerSound(call: GameCall | null, fail: (error: unknown) => void): void {
  useEffect(() => {
    if (!call) return;
    let cancelled = false;
    const save = (muted: boolean) =>
      void call('/preferences/sound', { body: { muted }, keepalive: true }).catch(fail);
    call('/preferences')
      .then((reply) => {
        if (!cancelled) followPlayerSound({ muted: reply.soundMuted, save });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      followPlayerSound(null);
    };
  }, [call, fail]);
}
