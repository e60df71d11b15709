import { useEffect, useState } from 'react';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The server's time now: every animation frame while `smooth` (a race running) and motion is
 * welcome, else every second (countdowns, and the race in steps for reduced motion).
 */
export function useRaceClock(clockOffsetMs: number, smooth: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (smooth && !reducedMotion()) {
      let id = 0;
      const step = () => {
        setNow(Date.now());
        id = window.requestAnimationFrame(step);
      };
      id = window.requestAnimationFrame(step);
      return () => window.cancelAnimationFrame(id);
    }
    const timer = window.setInterval(() => setNow(Date.now()), smooth ? 1_000 : 250);
    return () => window.clearInterval(timer);
  }, [smooth]);
  return now + clockOffsetMs;
}

/** "2:05" from milliseconds (never negative). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
