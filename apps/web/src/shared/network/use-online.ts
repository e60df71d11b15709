import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useAppStore } from '../store/app-store.ts';

/** The browser's view (TanStack's onlineManager follows online/offline events). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    // A page rendered on the server is rendered online; the browser then says what it knows.
    () => true,
  );
}

/** Offline when the browser says so, or when the last request could not reach the server. */
export function useIsOffline(): boolean {
  const online = useBrowserOnline();
  const networkDown = useAppStore((state) => state.networkDown);
  return !online || networkDown;
}
