import type { CrashOwnBet } from '@lale/contract/crash-api';
import { describe, expect, it } from 'vitest';
import { multiplierText } from './format.ts';
import {
  latestBet,
  mergeOwnBet,
  ownBetAfterCashout,
  ownBetAfterCrash,
  panelAction,
  payoutPreview,
  type PanelInput,
} from './panel-state.ts';
import { applyChip, parseLira } from './stake.ts';

const bet = (overrides: Partial<CrashOwnBet> = {}): CrashOwnBet => ({
  betId: 'own-1',
  roundId: 'r5',
  roundNumber: 5,
  slot: 0,
  stake: 1001,
  autoCashoutHundredths: null,
  riding: 1001,
  cashouts: [],
  payout: 0,
  status: 'open',
  crashPointHundredths: null,
  gameHash: null,
  previousHash: null,
  createdAt: '2025-01-01T00:00:00Z',
  ...overrides,
});

const input = (overrides: Partial<PanelInput>): PanelInput => ({
  phase: 'betting',
  bet: null,
  queued: false,
  pending: false,
  multiplier: 100,
  halfCashout: false,
  ...overrides,
});

describe('the bet button per phase', () => {
  it('bets while betting is open, then waits for take-off', () => {
    expect(panelAction(input({}))).toEqual({ kind: 'bet' });
    expect(panelAction(input({ bet: bet() }))).toEqual({ kind: 'placed', stake: 1001 });
  });

  it('cashes out in flight for stake × the multiplier, floored', () => {
    expect(panelAction(input({ phase: 'flying', bet: bet(), multiplier: 247 }))).toEqual({
      kind: 'cashout',
      payout: 2472,
      halfPayout: null,
    });
  });

  it('offers half once on Spaceman, for ⌊stake / 2⌋ at the multiplier', () => {
    const first = panelAction(
      input({ phase: 'flying', bet: bet(), multiplier: 200, halfCashout: true }),
    );
    expect(first).toEqual({ kind: 'cashout', payout: 2002, halfPayout: 1000 });
    const afterHalf = bet({
      riding: 501,
      cashouts: [{ portion: 500, atHundredths: 150, payout: 750 }],
      status: 'partly_cashed_out',
    });
    expect(
      panelAction(input({ phase: 'flying', bet: afterHalf, multiplier: 200, halfCashout: true })),
    ).toEqual({
      kind: 'cashout',
      payout: 1002,
      halfPayout: null,
    });
  });

  it('offers on Spaceman what the server pays: each half rounded down on its own', () => {
    const whole = bet({ stake: 1003, riding: 1003 });
    // 501 × 1.75 = 876.75 and 502 × 1.75 = 878.5: 876 + 878, where 1003 × 1.75 would be 1755.
    expect(
      panelAction(input({ phase: 'flying', bet: whole, multiplier: 175, halfCashout: true })),
    ).toEqual({ kind: 'cashout', payout: 1754, halfPayout: 876 });
    expect(panelAction(input({ phase: 'flying', bet: whole, multiplier: 175 }))).toMatchObject({
      payout: 1755,
    });
  });

  it('queues a bet for the next round in flight without a bet, after a cash-out, and after the crash', () => {
    expect(panelAction(input({ phase: 'flying' }))).toEqual({ kind: 'bet-next' });
    expect(
      panelAction(input({ phase: 'flying', bet: bet({ riding: 0, status: 'cashed_out' }) })),
    ).toEqual({ kind: 'bet-next' });
    expect(panelAction(input({ phase: 'crashed', bet: bet() }))).toEqual({ kind: 'bet-next' });
    expect(panelAction(input({ phase: 'crashed', queued: true }))).toEqual({ kind: 'cancel-next' });
  });

  it('is busy while a request is on its way', () => {
    expect(panelAction(input({ phase: 'flying', bet: bet(), pending: true }))).toEqual({
      kind: 'busy',
    });
  });

  it('previews the payout from 1.01x at the least', () => {
    expect(payoutPreview(1000, 100)).toBe(1010);
    expect(payoutPreview(333, 250)).toBe(832);
  });
});

describe('the player’s own bets', () => {
  it('merges replies by betId', () => {
    const bets = mergeOwnBet(
      [bet(), bet({ betId: 'own-2', slot: 1 })],
      bet({ payout: 9, status: 'cashed_out' }),
    );
    expect(bets.map((b) => [b.betId, b.status])).toEqual([
      ['own-1', 'cashed_out'],
      ['own-2', 'open'],
    ]);
  });

  it('finds the latest bet of a slot, whose cash-outs the panel keeps showing', () => {
    const bets = [
      bet({ betId: 'a', roundNumber: 5, slot: 0 }),
      bet({ betId: 'b', roundNumber: 6, slot: 1 }),
      bet({ betId: 'c', roundNumber: 4, slot: 0 }),
    ];
    expect(latestBet(bets, 0)?.betId).toBe('a');
    expect(latestBet(bets, 1)?.betId).toBe('b');
    expect(latestBet([], 0)).toBeNull();
  });

  it('takes an auto cash-out from the live event once, and marks what rides lost at the crash', () => {
    const cashed = ownBetAfterCashout(bet(), 200, 2002);
    expect(cashed).toMatchObject({ riding: 0, payout: 2002, status: 'cashed_out' });
    expect(ownBetAfterCashout(cashed, 200, 2002)).toBe(cashed);
    expect(ownBetAfterCrash(bet(), 150)).toMatchObject({
      status: 'lost',
      riding: 0,
      crashPointHundredths: 150,
    });
    expect(ownBetAfterCrash(cashed, 150).status).toBe('cashed_out');
  });
});

describe('amounts and multipliers as players read them', () => {
  it('formats multipliers exactly, Turkish with a decimal comma', () => {
    expect(multiplierText(250, 'tr')).toBe('2,50x');
    expect(multiplierText(250, 'en')).toBe('2.50x');
    expect(multiplierText(1_000_000, 'tr')).toBe('10.000,00x');
    expect(multiplierText(101, 'en')).toBe('1.01x');
  });

  it('parses stakes in lira and applies the quick chips within the limits', () => {
    expect(parseLira('12,50', 'tr')).toBe(1250);
    expect(parseLira('1.234,5', 'tr')).toBe(123_450);
    expect(parseLira('12.50', 'en')).toBe(1250);
    expect(parseLira('12,555', 'tr')).toBeNull();
    const limits = { minBet: 100, maxBet: 1_000_000 };
    expect(applyChip(1000, 'double', limits)).toBe(2000);
    expect(applyChip(150, 'half', limits)).toBe(100);
    expect(applyChip(900_000, 'double', limits)).toBe(1_000_000);
    expect(applyChip(1000, 'up', limits)).toBe(2000);
    expect(applyChip(1000, 'down', limits)).toBe(500);
    expect(applyChip(1234, 'down', limits)).toBe(1000);
    expect(applyChip(5, 'max', limits)).toBe(1_000_000);
    expect(applyChip(5, 'min', limits)).toBe(100);
  });
});
