import { elapsedForMultiplier, multiplierAt } from '@lale/games/crash';
import type { RoundView } from './round-state.ts';

/** Where the round is at `serverNow`: the flight time drawn and the multiplier shown. */
export function flightAt(
  view: Pick<RoundView, 'phase' | 'startedAt' | 'crashPointHundredths'>,
  serverNow: number,
): { elapsed: number; multiplier: number } {
  if (view.phase === 'betting') return { elapsed: 0, multiplier: 100 };
  if (view.phase === 'crashed' && view.crashPointHundredths !== null) {
    const crash = view.crashPointHundredths;
    return { elapsed: elapsedForMultiplier(crash), multiplier: crash };
  }
  const elapsed = Math.max(0, serverNow - (view.startedAt ?? serverNow));
  return { elapsed, multiplier: multiplierAt(elapsed) };
}

/** Seconds left to bet, one decimal, never below zero. */
export function secondsLeft(bettingEndsAt: number, serverNow: number): number {
  return Math.max(0, Math.ceil((bettingEndsAt - serverNow) / 100) / 10);
}
