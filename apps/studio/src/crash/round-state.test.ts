import type { CrashSnapshot } from '@lale/contract/live/crash-payloads';
import { describe, expect, it } from 'vitest';
import {
  applyCrashEvent,
  previousHashOf,
  roundFromSnapshot,
  type RoundView,
} from './round-state.ts';

const hash = (c: string) => c.repeat(64);

function snapshot(overrides: Partial<CrashSnapshot> = {}): CrashSnapshot {
  return {
    type: 'crash.snapshot',
    phase: 'betting',
    round: {
      roundId: 'r5',
      roundNumber: 5,
      previousHash: hash('4'),
      bettingEndsAt: 10_000,
      startedAt: null,
      crashPointHundredths: null,
      gameHash: null,
    },
    bets: [
      {
        betId: 'b1',
        player: 'a***k',
        amount: 500,
        slot: 0,
        cashedOutAtHundredths: null,
        payout: 0,
      },
    ],
    history: [{ roundId: 'r4', roundNumber: 4, crashPointHundredths: 250, gameHash: hash('4') }],
    ...overrides,
  };
}

describe('merging the snapshot and the live events', () => {
  it('adds bets once by betId, even when an event repeats what the snapshot had', () => {
    let view: RoundView | null = roundFromSnapshot(snapshot());
    view = applyCrashEvent(view, {
      type: 'crash.bet',
      roundId: 'r5',
      betId: 'b1',
      player: 'a***k',
      amount: 500,
      slot: 0,
    });
    view = applyCrashEvent(view, {
      type: 'crash.bet',
      roundId: 'r5',
      betId: 'b2',
      player: 'm***e',
      amount: 900,
      slot: 1,
    });
    expect(view!.bets.map((bet) => bet.betId)).toEqual(['b2', 'b1']);
  });

  it('ignores bets and cash-outs of another round', () => {
    const view = roundFromSnapshot(snapshot());
    expect(
      applyCrashEvent(view, {
        type: 'crash.bet',
        roundId: 'r9',
        betId: 'x',
        player: 'p',
        amount: 1,
        slot: 0,
      }),
    ).toBe(view);
    expect(
      applyCrashEvent(view, {
        type: 'crash.cashout',
        roundId: 'r9',
        betId: 'b1',
        player: 'p',
        slot: 0,
        atHundredths: 150,
        payout: 750,
      }),
    ).toBe(view);
  });

  it('counts each cash-out once and adds a half cash-out and the rest', () => {
    let view: RoundView | null = roundFromSnapshot(snapshot());
    view = applyCrashEvent(view, { type: 'crash.flying', roundId: 'r5', startedAt: 10_000 });
    const half = {
      type: 'crash.cashout',
      roundId: 'r5',
      betId: 'b1',
      player: 'a***k',
      slot: 0,
      atHundredths: 150,
      payout: 375,
    } as const;
    view = applyCrashEvent(view, half);
    view = applyCrashEvent(view, half);
    view = applyCrashEvent(view, { ...half, atHundredths: 200, payout: 500 });
    const bet = view!.bets.find((b) => b.betId === 'b1')!;
    expect(bet.payout).toBe(875);
    expect(bet.cashedOutAtHundredths).toBe(200);
  });

  it('does not count again a cash-out the snapshot already carried', () => {
    let view: RoundView | null = roundFromSnapshot(
      snapshot({
        phase: 'flying',
        bets: [
          {
            betId: 'b1',
            player: 'a***k',
            amount: 500,
            slot: 0,
            cashedOutAtHundredths: 150,
            payout: 750,
          },
        ],
      }),
    );
    view = applyCrashEvent(view, {
      type: 'crash.cashout',
      roundId: 'r5',
      betId: 'b1',
      player: 'a***k',
      slot: 0,
      atHundredths: 150,
      payout: 750,
    });
    expect(view!.bets[0]!.payout).toBe(750);
  });

  it('runs a round through its phases and files the result in history once', () => {
    let view: RoundView | null = roundFromSnapshot(snapshot());
    view = applyCrashEvent(view, { type: 'crash.flying', roundId: 'r5', startedAt: 10_000 });
    expect(view).toMatchObject({ phase: 'flying', startedAt: 10_000 });
    view = applyCrashEvent(view, {
      type: 'crash.crashed',
      roundId: 'r5',
      roundNumber: 5,
      crashPointHundredths: 312,
      gameHash: hash('5'),
    });
    expect(view).toMatchObject({
      phase: 'crashed',
      crashPointHundredths: 312,
      gameHash: hash('5'),
    });
    expect(view!.history.map((r) => r.roundNumber)).toEqual([5, 4]);
    view = applyCrashEvent(view, {
      type: 'crash.betting',
      roundId: 'r6',
      roundNumber: 6,
      previousHash: hash('5'),
      bettingEndsAt: 30_000,
    });
    expect(view).toMatchObject({ phase: 'betting', roundId: 'r6', startedAt: null, bets: [] });
    expect(view!.history.map((r) => r.roundNumber)).toEqual([5, 4]);
  });

  it('takes a flight whose betting phase it missed as a new round', () => {
    const view = applyCrashEvent(roundFromSnapshot(snapshot()), {
      type: 'crash.flying',
      roundId: 'r6',
      startedAt: 40_000,
    });
    expect(view).toMatchObject({ phase: 'flying', roundId: 'r6', roundNumber: 6, bets: [] });
  });

  it('finds the previous hash for a verify link: the older result, or the commitment', () => {
    const history = [
      { roundId: 'r1', roundNumber: 1, crashPointHundredths: 100, gameHash: hash('1') },
      { roundId: 'r0', roundNumber: 0, crashPointHundredths: 200, gameHash: hash('0') },
    ];
    expect(previousHashOf(history[0]!, history, hash('c'))).toBe(hash('0'));
    expect(previousHashOf(history[1]!, history, hash('c'))).toBe(hash('c'));
    expect(previousHashOf({ ...history[0]!, roundNumber: 9 }, history, hash('c'))).toBeUndefined();
  });
});
