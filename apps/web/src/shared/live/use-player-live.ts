import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '../store/app-store.ts';
import { applyPlayerMessage, setPlayerLive } from './player-live.ts';
import { useLiveStatus } from './use-live-status.ts';
import { useLiveTopic } from './use-live-topic.ts';

/**
 * While a player is signed in, follows the `player` topic: the header balance and the
 * notification badge move at once; their 15 s polling resumes whenever the socket is not open.
 */
export function usePlayerLive(): void {
  const client = useQueryClient();
  const signedIn = useAppStore((state) => state.userSession !== null);
  const status = useLiveStatus();
  useLiveTopic(
    signedIn ? 'player' : null,
    (message) => {
      applyPlayerMessage(client, message);
      setPlayerLive(client, true);
    },
    () => setPlayerLive(client, false),
  );
  useEffect(() => {
    if (status !== 'open' || !signedIn) setPlayerLive(client, false);
  }, [client, signedIn, status]);
}
