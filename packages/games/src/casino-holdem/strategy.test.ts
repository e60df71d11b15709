import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { dealCasinoHoldem } from './deal.ts';
import { holdemShowdown } from './showdown.ts';
import { holdemStrategy } from './strategy.ts';
import { card } from './test-deck.ts';

const decide = (player: string, flop: string, bonus = 0) => {
  const [p1, p2] = player.split(' ').map(card) as [number, number];
  return holdemStrategy([p1, p2], flop.split(' ').map(card), bonus);
};

describe('casino hold’em calling strategy', () => {
  it('calls with made hands and draws, folds hopeless high cards', () => {
    expect(decide('2c 2d', 'Ks Qh 9c')).toBe('call');
    expect(decide('Ac 9d', '9s 4h 2c')).toBe('call');
    expect(decide('7h 2h', 'Kh 9h 4c')).toBe('call');
    expect(decide('Ac Kd', '7s 4h 2c')).toBe('call');
    expect(decide('3c 2d', 'Ks Qh 9c')).toBe('fold');
    expect(decide('7c 2d', 'Ah Qh 9h')).toBe('fold');
  });

  it('calls every hand the AA bonus pays when the player has a bonus bet', () => {
    expect(decide('7c 2d', 'Ah As 9h')).toBe('fold');
    expect(decide('7c 2d', 'Ah As 9h', 100)).toBe('call');
    const source = new FastSource(3);
    for (let i = 0; i < 50_000; i++) {
      const deal = dealCasinoHoldem(source);
      if (holdemShowdown(deal).bonusPays === 0) continue;
      expect(holdemStrategy(deal.player, deal.board.slice(0, 3), 1)).toBe('call');
    }
  });
});
