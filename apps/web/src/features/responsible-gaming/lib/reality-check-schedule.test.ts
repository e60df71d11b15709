import { describe, expect, it } from 'vitest';
import { nextCheckAt } from './reality-check-schedule.ts';

const start = Date.parse('2026-11-28T10:00:00Z');
const min = 60_000;

describe('when the next reality check is due', () => {
  it('falls one interval after sign-in, then every interval after the last answer', () => {
    expect(nextCheckAt(start, 15, null)).toBe(start + 15 * min);
    expect(nextCheckAt(start, 15, start + 15 * min + 20_000)).toBe(start + 30 * min);
  });

  it('shows one check, not several, to a player back after a long time away', () => {
    expect(nextCheckAt(start, 15, start + 61 * min)).toBe(start + 75 * min);
  });

  it('follows a new interval chosen during the session', () => {
    expect(nextCheckAt(start, 60, start + 16 * min)).toBe(start + 60 * min);
  });

  it('never comes when the checks are off', () => {
    expect(nextCheckAt(start, 0, null)).toBeNull();
  });
});
