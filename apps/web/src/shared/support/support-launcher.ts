import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the live support panel from anywhere (quick access, a help link): the support widget
 * (features/support) is mounted on every page and follows this flag. Shared, because one
 * feature may not import another.
 */
export const openSupport = (): void => set(true);
export const closeSupport = (): void => set(false);

export function useSupportOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
