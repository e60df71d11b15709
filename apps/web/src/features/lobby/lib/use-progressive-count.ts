import { startTransition, useEffect, useState } from 'react';

/** Cards rendered per step: a step stays well under a long task, even on a slow phone. */
export const CARDS_PER_STEP = 12;

/**
 * How many of `total` items to render now: one step at first (the first screen, which the
 * server renders too, so the page it sent and the app's first render agree), then one more
 * step per task, each in an interruptible background render. A page of 48 (or "load more")
 * thus never commits as one long task, and the player can scroll and tap meanwhile.
 */
export function useProgressiveCount(total: number, step = CARDS_PER_STEP): number {
  const [count, setCount] = useState(() => Math.min(total, step));
  useEffect(() => {
    if (count >= total) return;
    const handle = window.setTimeout(
      () => startTransition(() => setCount((shown) => Math.min(total, shown + step))),
      0,
    );
    return () => window.clearTimeout(handle);
  }, [count, total, step]);
  return Math.min(count, total);
}
