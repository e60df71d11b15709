import { useEffect, useState } from 'react';

/** The server's clock, re-read every `ms`: countdowns are drawn from it. */
export function useClock(read: () => number, ms = 500): number {
  const [now, setNow] = useState(read);
  useEffect(() => {
    const id = window.setInterval(() => setNow(read()), ms);
    return () => window.clearInterval(id);
  }, [read, ms]);
  return now;
}

export function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}
