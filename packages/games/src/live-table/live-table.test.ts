import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { checkTableLimits } from './limits.ts';
import { liveRoundSource } from './round-seeds.ts';
import { phaseAt, roundCycleMs, type TableSchedule } from './schedule.ts';

const schedule: TableSchedule = {
  bettingMs: 10_000,
  noMoreBetsMs: 1_000,
  drawMs: 5_000,
  resultMs: 4_000,
};

describe('table schedule', () => {
  it('adds its phases into one cycle', () => {
    expect(roundCycleMs(schedule)).toBe(20_000);
  });

  it('says which phase a moment falls in and how long it has left', () => {
    expect(phaseAt(schedule, 0)).toEqual({ phase: 'betting', remainingMs: 10_000 });
    expect(phaseAt(schedule, 9_999)).toEqual({ phase: 'betting', remainingMs: 1 });
    expect(phaseAt(schedule, 10_000)).toEqual({ phase: 'noMoreBets', remainingMs: 1_000 });
    expect(phaseAt(schedule, 11_500)).toEqual({ phase: 'draw', remainingMs: 4_500 });
    expect(phaseAt(schedule, 19_999)).toEqual({ phase: 'result', remainingMs: 1 });
    expect(phaseAt(schedule, 20_000)).toBeNull();
    expect(phaseAt(schedule, -1)).toBeNull();
  });
});

describe('table limits', () => {
  it('refuses a bet below the minimum or above the maximum', () => {
    const limits = { minBet: 100, maxBet: 50_000 };
    expect(checkTableLimits(99, limits)).toBe('below-table-minimum');
    expect(checkTableLimits(100, limits)).toBeNull();
    expect(checkTableLimits(50_000, limits)).toBeNull();
    expect(checkTableLimits(50_001, limits)).toBe('above-table-maximum');
  });
});

describe('live round seeds', () => {
  it('are the same HMAC stream as every other game', () => {
    const seeds = { serverSeed: 'table-server-seed', clientSeed: 'table-7', nonce: 1_234 };
    expect(liveRoundSource(seeds).nextUint32()).toBe(
      hmacStream('table-server-seed', 'table-7', 1_234).nextUint32(),
    );
  });
});
