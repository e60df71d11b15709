import type { StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import { describe, expect, it } from 'vitest';
import { lastSettledBet } from './last-bet.ts';

const round = (
  nonce: number,
  status: RoundRecord['status'],
  hand: { baseBet: number; hands: { bet: number }[] } | null,
): RoundRecord => ({
  id: `round-${nonce}`,
  nonce,
  stake: hand ? hand.hands.reduce((sum, h) => sum + h.bet, 0) : 0,
  win: 0,
  balanceBefore: 10_000,
  balanceAfter: status === 'settled' ? 9_000 : null,
  status,
  serverSeedHash: 'hash',
  clientSeed: 'seed',
  createdAt: '2026-11-29T06:00:00.000Z',
  outcome: hand ? { hand: { phase: status === 'settled' ? 'settled' : 'player', ...hand } } : null,
  jackpot: null,
});

describe('the bet Repeat restores after a reload', () => {
  it('is the opening bet of the newest settled hand, not what a double made of it', () => {
    const rounds = [
      round(3, 'settled', { baseBet: 500, hands: [{ bet: 1_000 }] }),
      round(2, 'settled', { baseBet: 200, hands: [{ bet: 200 }] }),
    ];
    expect(lastSettledBet(rounds)).toBe(500);
  });

  it('passes over a hand still in play or refunded to the last one settled', () => {
    const rounds = [
      round(5, 'open', { baseBet: 900, hands: [{ bet: 900 }] }),
      round(4, 'refunded', { baseBet: 700, hands: [{ bet: 700 }] }),
      round(3, 'settled', { baseBet: 300, hands: [{ bet: 300 }, { bet: 300 }] }),
    ];
    expect(lastSettledBet(rounds)).toBe(300);
  });

  it('is none for a player who has not finished a hand yet', () => {
    expect(lastSettledBet([])).toBeNull();
    expect(lastSettledBet([round(1, 'settled', null)])).toBeNull();
  });
});
