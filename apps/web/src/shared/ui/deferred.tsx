import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';

/**
 * Shows `fallback` at once and renders `children` in a background render that React splits
 * into short slices, so a freshly arrived list of cards never blocks the main thread in one
 * long task. The fallback should be the same size (a skeleton) so nothing moves.
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
