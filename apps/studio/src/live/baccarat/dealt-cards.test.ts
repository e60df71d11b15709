import { playCoupFromShoe } from '@lale/games/baccarat/coup';
import { describe, expect, it } from 'vitest';
import { cardStepMs, dealingOrder, dealtAt } from './dealt-cards.ts';

const card = (rank: number, suit = 0) => suit * 13 + rank;

describe('baccarat cards dealt face up one by one', () => {
  // Player 4 and 10 draw a third card; the banker's 6 and queen stand on it.
  const coup = playCoupFromShoe([card(3), card(5), card(9), card(11), card(2), card(0), card(7)]);

  it('deals player, banker, player, banker, then the third cards', () => {
    const order = dealingOrder(coup);
    expect(order.slice(0, 4).map((c) => c.hand)).toEqual(['player', 'banker', 'player', 'banker']);
    expect(order).toHaveLength(coup.playerCards.length + coup.bankerCards.length);
  });

  it('shows one more card each step with the totals of the cards shown', () => {
    const step = cardStepMs(coup, 12_000);
    expect(dealtAt(coup, 12_000, step - 1).player).toEqual([]);
    const two = dealtAt(coup, 12_000, step * 2);
    expect(two).toMatchObject({
      player: [card(3)],
      banker: [card(5)],
      playerTotal: 4,
      bankerTotal: 6,
    });
    const all = dealtAt(coup, 12_000, 12_000);
    expect(all.complete).toBe(true);
    expect([all.playerTotal, all.bankerTotal]).toEqual([coup.playerTotal, coup.bankerTotal]);
  });
});
