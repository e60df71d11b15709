import { useSyncExternalStore } from 'react';
import { isMuted, setMuted, subscribeMuted } from './mute-store.ts';

/** The mute switch's state for a component, and the way to flip it. */
export function useMuted(): [muted: boolean, setMuted: (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribeMuted, isMuted, () => true);
  return [muted, setMuted];
}
