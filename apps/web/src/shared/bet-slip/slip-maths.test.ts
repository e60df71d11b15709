import type { CouponLimits } from '@lale/contract/methods/sportsbook';
import { describe, expect, it } from 'vitest';
import { kindsAvailable, summarizeSlip } from './slip-maths.ts';
import { emptySlip, type SlipSelection, type SlipState } from './slip-store.ts';

const sel = (eventId: string, odds: number, market = 'football.match_result', selection = 'home') =>
  ({
    eventId,
    sport: 'football',
    home: 'A',
    away: 'B',
    startsAt: '2026-05-01T17:00:00.000Z',
    market,
    selection,
    odds,
    current: odds,
    version: 1,
  }) satisfies SlipSelection;

const limits: CouponLimits = {
  minStake: 100,
  maxStake: 1_000_000,
  maxPayout: 5_000_000,
  maxLegs: 20,
};
const slip = (selections: SlipSelection[], patch: Partial<SlipState> = {}): SlipState => ({
  ...emptySlip,
  selections,
  stakePerLine: 1_000,
  ...patch,
});

describe('kinds a slip may be placed as', () => {
  it('offers singles alone for one selection', () => {
    expect(kindsAvailable([sel('1', 185)])).toEqual({
      single: true,
      combination: false,
      systemSizes: [],
    });
  });

  it('offers a combination for two events, systems from three', () => {
    expect(kindsAvailable([sel('1', 185), sel('2', 200)]).combination).toBe(true);
    expect(kindsAvailable([sel('1', 185), sel('2', 200), sel('3', 150)]).systemSizes).toEqual([2]);
    expect(
      kindsAvailable([sel('1', 185), sel('2', 200), sel('3', 150), sel('4', 300)]).systemSizes,
    ).toEqual([2, 3]);
  });

  it('never combines two selections from one event', () => {
    const kinds = kindsAvailable([
      sel('1', 185),
      sel('1', 190, 'football.total_goals@2.5', 'over'),
      sel('2', 200),
    ]);
    expect(kinds).toEqual({ single: true, combination: false, systemSizes: [] });
  });
});

describe('the slip numbers', () => {
  it('multiplies a combination and pays stake times odds', () => {
    const summary = summarizeSlip(slip([sel('1', 185), sel('2', 200)]), limits);
    expect(summary).toMatchObject({
      kind: 'combination',
      lines: 1,
      totalStake: 1_000,
      totalOdds: 370,
    });
    expect(summary.possibleWin).toBe(3_700);
    expect(summary.problems).toEqual([]);
  });

  it('multiplies the odds exactly before rounding down', () => {
    const summary = summarizeSlip(slip([sel('1', 240), sel('2', 234), sel('3', 164)]), limits);
    expect(summary.totalOdds).toBe(921);
  });

  it('counts every line of a system 2/3 and stakes each', () => {
    const summary = summarizeSlip(
      slip([sel('1', 200), sel('2', 200), sel('3', 200)], { kind: 'system', systemSize: 2 }),
      limits,
    );
    expect(summary).toMatchObject({ kind: 'system', lines: 3, totalStake: 3_000, totalOdds: null });
    expect(summary.possibleWin).toBe(12_000);
  });

  it('places singles one line per selection', () => {
    const summary = summarizeSlip(slip([sel('1', 150), sel('2', 300)], { kind: 'single' }), limits);
    expect(summary).toMatchObject({ lines: 2, totalStake: 2_000, possibleWin: 1_500 + 3_000 });
  });

  it('falls back to singles when a combination is not allowed, and says why', () => {
    const summary = summarizeSlip(
      slip([sel('1', 185), sel('1', 190, 'football.total_goals@2.5', 'over')]),
      limits,
    );
    expect(summary.kind).toBe('single');
    expect(summary.problems).toContainEqual({ kind: 'not-combinable' });
  });

  it('checks the stake against the limits and caps the payout', () => {
    expect(summarizeSlip(slip([sel('1', 185)], { stakePerLine: 50 }), limits).problems).toEqual([
      { kind: 'min-stake', amount: 100 },
    ]);
    expect(
      summarizeSlip(slip([sel('1', 185)], { stakePerLine: 2_000_000 }), limits).problems,
    ).toEqual([{ kind: 'max-stake', amount: 1_000_000 }]);
    const capped = summarizeSlip(slip([sel('1', 100_000)], { stakePerLine: 10_000 }), limits);
    expect(capped).toMatchObject({ possibleWin: 5_000_000, capped: true });
    expect(summarizeSlip(slip([sel('1', 185)], { stakePerLine: null }), limits).problems).toEqual([
      { kind: 'no-stake' },
    ]);
  });
});
