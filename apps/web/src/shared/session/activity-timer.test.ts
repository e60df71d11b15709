import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LIMIT_MS } from '@lale/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import type { Clock } from './activity-timer.ts';
import { isInactive, shouldRecordActivity, startActivityTimer } from './activity-timer.ts';

/** A clock the test moves by hand; `tick` fires the interval as often as its period fits. */
function manualClock(start: number) {
  let now = start;
  const timers = new Map<number, { fn: () => void; ms: number; next: number }>();
  let id = 0;
  const clock: Clock = {
    now: () => now,
    setInterval: (fn, ms) => {
      timers.set(++id, { fn, ms, next: now + ms });
      return id;
    },
    clearInterval: (handle) => void timers.delete(handle as number),
  };
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.values()]
        .filter((t) => t.next <= end)
        .sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.ms;
      due.fn();
    }
    now = end;
  };
  return { clock, tick, timers };
}

describe('activity timer (SPEC §4: every 5 s, logout after more than 1 h)', () => {
  it('logs out a signed-in player once the hour since the activity start has passed', () => {
    const { clock, tick } = manualClock(1_000_000);
    const start = clock.now();
    const onInactive = vi.fn();
    startActivityTimer({ clock, isSignedIn: () => true, getStartTime: () => start, onInactive });
    tick(INACTIVITY_LIMIT_MS);
    expect(onInactive).not.toHaveBeenCalled();
    tick(INACTIVITY_CHECK_INTERVAL_MS);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('keeps a player who was active, and ignores guests', () => {
    const { clock, tick } = manualClock(0);
    let start = 0;
    const onInactive = vi.fn();
    let signedIn = true;
    startActivityTimer({
      clock,
      isSignedIn: () => signedIn,
      getStartTime: () => start,
      onInactive,
    });
    tick(INACTIVITY_LIMIT_MS - 10_000);
    start = clock.now();
    tick(INACTIVITY_LIMIT_MS - 10_000);
    expect(onInactive).not.toHaveBeenCalled();
    signedIn = false;
    tick(2 * INACTIVITY_LIMIT_MS);
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('stops checking when stopped', () => {
    const { clock, tick, timers } = manualClock(0);
    const onInactive = vi.fn();
    const stop = startActivityTimer({
      clock,
      isSignedIn: () => true,
      getStartTime: () => 0,
      onInactive,
    });
    stop();
    expect(timers.size).toBe(0);
    tick(2 * INACTIVITY_LIMIT_MS);
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('has pure helpers for the rule and the activity throttle', () => {
    expect(isInactive(null, 10 * INACTIVITY_LIMIT_MS)).toBe(false);
    expect(isInactive(0, INACTIVITY_LIMIT_MS)).toBe(false);
    expect(isInactive(0, INACTIVITY_LIMIT_MS + 1)).toBe(true);
    expect(shouldRecordActivity(null, 5)).toBe(true);
    expect(shouldRecordActivity(0, INACTIVITY_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(shouldRecordActivity(0, INACTIVITY_CHECK_INTERVAL_MS)).toBe(true);
  });
});
