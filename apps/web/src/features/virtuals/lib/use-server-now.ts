import { useEffect, useState } from 'react';

/**
 * The server's time now, ticking every `everyMs`: the device's clock corrected by the offset
 * seen in the last reply, so every player's countdown ends at the kick-off.
 */
export function useServerNow(clockOffsetMs: number, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now + clockOffsetMs;
}
/** "4:05" from milliseconds (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
