import { dealHoldemFromDeck } from '@lale/games/casino-holdem/deal';
import { holdemShowdown } from '@lale/games/casino-holdem/showdown';
import { holdemView } from '@lale/games/casino-holdem/view';
import { describe, expect, it } from 'vitest';
import { holdemCardsAt } from './revealed-cards.ts';

const deal = dealHoldemFromDeck([...Array(52).keys()]);

describe("casino hold'em cards on the felt", () => {
  it('deals the player two cards, the dealer two face down, then the flop', () => {
    const view = holdemView(deal, 'decision');
    expect(holdemCardsAt(view, 'draw', 0).player).toEqual([null, null]);
    const dealt = holdemCardsAt(view, 'draw', 10_000);
    expect(dealt.player).toEqual([0, 1]);
    expect(dealt.dealer).toEqual(['back', 'back']);
    expect(dealt.board).toEqual([4, 5, 6, null, null]);
  });

  it('turns the turn, the river, then the dealer hand at the result, and only then names them', () => {
    const view = holdemView(deal, 'showdown', holdemShowdown(deal));
    const start = holdemCardsAt(view, 'result', 0);
    expect(start.board).toEqual([4, 5, 6, null, null]);
    expect(start.dealer).toEqual(['back', 'back']);
    expect(start.showdown).toBe(false);
    const end = holdemCardsAt(view, 'result', 8_000);
    expect(end).toEqual({ player: [0, 1], dealer: [2, 3], board: [4, 5, 6, 7, 8], showdown: true });
  });
});
