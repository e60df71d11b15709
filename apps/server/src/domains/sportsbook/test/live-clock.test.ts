import { describe, expect, it } from 'vitest';
import { sportsClock } from '../api.ts';
import { footballClock } from '../live/live-engine.ts';
import { TestClock } from '../../../../test/support/accounts.ts';

describe('the sports clock', () => {
  it('runs at real time by default', () => {
    const real = new TestClock();
    const clock = sportsClock(real.now);
    real.advance(90_000);
    expect(clock.now().getTime()).toBe(real.ms);
  });

  it('runs SPORTS_CLOCK_SPEED times faster from the moment it was built', () => {
    const real = new TestClock();
    const anchor = real.ms;
    const clock = sportsClock(real.now, 120);
    expect(clock.now().getTime()).toBe(anchor);
    real.advance(60_000);
    expect(clock.now().getTime()).toBe(anchor + 2 * 3_600_000);
    expect(clock.at(new Date(anchor + 1000)).getTime()).toBe(anchor + 120_000);
  });
});

describe('a football match on the sports clock', () => {
  const start = new Date('2026-11-23T18:00:00Z');
  const at = (minutes: number) =>
    footballClock(start, new Date(start.getTime() + minutes * 60_000));

  it('plays two halves around a 15-minute break', () => {
    expect(at(0)).toEqual({ period: '1H', second: 0, minute: 1 });
    expect(at(44.99)).toMatchObject({ period: '1H', minute: 45 });
    expect(at(45)).toEqual({ period: 'HT', second: 2700, minute: 45 });
    expect(at(59.9)).toMatchObject({ period: 'HT', second: 2700 });
    expect(at(60)).toEqual({ period: '2H', second: 2700, minute: 46 });
    expect(at(104.99)).toMatchObject({ period: '2H', minute: 90 });
    expect(at(105)).toEqual({ period: 'FT', second: 5400, minute: 90 });
    expect(at(500)).toMatchObject({ period: 'FT' });
    expect(at(-5)).toEqual({ period: '1H', second: 0, minute: 1 });
  });
});
