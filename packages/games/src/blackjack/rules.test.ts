import { describe, expect, it } from 'vitest';
import { IllegalBlackjackActionError } from './errors.ts';
import { legalActions } from './legal-actions.ts';
import { deal, insurance } from './opening.ts';
import { double, hit, split, stand } from './player-actions.ts';
import { settle } from './settlement.ts';
import { totalWagered } from './state.ts';
import { ranksOf, stackedHand } from './test-shoe.ts';

describe('blackjack dealer', () => {
  it('stands on soft 17', () => {
    const state = stand(deal(stackedHand(100, ['10', '6', '9', 'A', '5'])));
    expect(ranksOf(state.dealerCards)).toEqual(['6', 'A']);
    expect(settle(state).hands[0]).toEqual({ bet: 100, outcome: 'win', returned: 200 });
  });

  it('draws on 16 and busts or makes a hand', () => {
    const state = stand(deal(stackedHand(100, ['10', '6', '8', '10', '5'])));
    expect(ranksOf(state.dealerCards)).toEqual(['6', '10', '5']);
    expect(settle(state).hands[0]?.outcome).toBe('lose');
  });

  it('does not draw when every player hand has bust', () => {
    const state = hit(deal(stackedHand(100, ['10', '6', '6', '10', 'K', '5'])));
    expect(state.phase).toBe('settled');
    expect(state.dealerCards).toHaveLength(2);
    expect(settle(state).hands[0]).toEqual({ bet: 100, outcome: 'bust', returned: 0 });
  });

  it('pushes equal totals', () => {
    const state = stand(deal(stackedHand(100, ['10', '10', '8', '8'])));
    expect(settle(state).hands[0]).toEqual({ bet: 100, outcome: 'push', returned: 100 });
  });
});

describe('blackjack naturals', () => {
  it('pays a blackjack 3:2 at once, flooring an odd bet', () => {
    const state = deal(stackedHand(5, ['A', '9', 'K', '7']));
    expect(state.phase).toBe('settled');
    expect(settle(state).hands[0]).toEqual({ bet: 5, outcome: 'blackjack', returned: 5 + 7 });
    expect(settle(deal(stackedHand(100, ['A', '9', 'K', '7']))).totalReturned).toBe(250);
  });

  it('pushes a blackjack against a dealer blackjack', () => {
    const state = deal(stackedHand(100, ['A', 'K', 'Q', 'A']));
    expect(settle(state).hands[0]?.outcome).toBe('push');
  });

  it('ends the hand when the dealer peeks a blackjack under a ten', () => {
    const state = deal(stackedHand(100, ['9', 'K', '9', 'A']));
    expect(state.phase).toBe('settled');
    expect(legalActions(state)).toEqual([]);
    expect(settle(state)).toMatchObject({ totalWagered: 100, totalReturned: 0 });
  });
});

describe('blackjack insurance', () => {
  const underAce = ['10', 'A', '9'] as const;

  it('is offered only when the dealer shows an ace', () => {
    expect(deal(stackedHand(100, [...underAce, 'K'])).phase).toBe('insurance');
    expect(deal(stackedHand(100, ['10', '9', '9', 'K'])).phase).toBe('playerTurn');
    expect(deal(stackedHand(1, [...underAce, '7'])).phase).toBe('playerTurn');
  });

  it('costs half the bet and pays 2:1 when the dealer has blackjack', () => {
    const state = insurance(deal(stackedHand(100, [...underAce, 'K'])), true);
    expect(state.phase).toBe('settled');
    expect(settle(state)).toMatchObject({
      insuranceBet: 50,
      insuranceReturned: 150,
      totalWagered: 150,
      totalReturned: 150,
    });
  });

  it('is lost when the dealer has no blackjack, and play goes on', () => {
    const offered = insurance(deal(stackedHand(100, [...underAce, '7'])), true);
    expect(offered.phase).toBe('playerTurn');
    const state = stand(offered);
    expect(settle(state)).toMatchObject({
      insuranceReturned: 0,
      totalWagered: 150,
      totalReturned: 200,
    });
  });

  it('declined, the base bet alone is lost to a dealer blackjack', () => {
    const state = insurance(deal(stackedHand(100, [...underAce, 'K'])), false);
    expect(settle(state)).toMatchObject({ totalWagered: 100, totalReturned: 0 });
  });
});

describe('blackjack doubles', () => {
  it('doubles the stake for exactly one card', () => {
    const state = double(deal(stackedHand(200, ['5', '9', '6', '7', '10', '10'])));
    expect(state.hands[0]).toMatchObject({ bet: 400, doubled: true, done: true });
    expect(ranksOf(state.hands[0]?.cards ?? [])).toEqual(['5', '6', '10']);
    expect(settle(state)).toMatchObject({ totalWagered: 400, totalReturned: 800 });
  });

  it('is allowed on any two cards but not on three', () => {
    const dealt = deal(stackedHand(100, ['10', '9', '5', '7', '2']));
    expect(legalActions(dealt)).toContain('double');
    expect(legalActions(hit(dealt))).toEqual(['hit', 'stand']);
  });
});

describe('blackjack splits', () => {
  it('plays split hands in turn, with double after split', () => {
    // Player 8,8 against dealer 10,7; the first hand draws 3 and doubles onto a 10.
    let state = split(deal(stackedHand(100, ['8', '10', '8', '7', '3', '10', '6'])));
    expect(state.hands.map((hand) => ranksOf(hand.cards))).toEqual([['8', '3'], ['8']]);
    expect(legalActions(state)).toContain('double');
    state = double(state);
    expect(ranksOf(state.hands[1]?.cards ?? [])).toEqual(['8', '6']);
    state = stand(state);
    const result = settle(state);
    expect(result.hands.map((hand) => [hand.bet, hand.outcome])).toEqual([
      [200, 'win'],
      [100, 'lose'],
    ]);
    expect(result).toMatchObject({ totalWagered: 300, totalReturned: 400 });
  });

  it('allows at most three splits, four hands', () => {
    let state = deal(stackedHand(100, ['8', '10', '8', '7', '8', '8', '8']));
    state = split(split(split(state)));
    expect(state.hands).toHaveLength(4);
    // The first hand is a pair of eights again, but a fifth hand is not allowed.
    expect(ranksOf(state.hands[0]?.cards ?? [])).toEqual(['8', '8']);
    expect(legalActions(state)).not.toContain('split');
    expect(totalWagered(state)).toBe(400);
  });

  it('splits any two ten-value cards', () => {
    expect(legalActions(deal(stackedHand(100, ['K', '9', 'Q', '7'])))).toContain('split');
  });

  it('gives split aces one card each, no resplit, and 21 pays even money', () => {
    const state = split(deal(stackedHand(100, ['A', '9', 'A', '7', 'K', 'A', '10'])));
    expect(state.phase).toBe('settled');
    expect(state.hands.map((hand) => ranksOf(hand.cards))).toEqual([
      ['A', 'K'],
      ['A', 'A'],
    ]);
    expect(settle(state).hands.map((hand) => [hand.outcome, hand.returned])).toEqual([
      ['win', 200],
      ['win', 200],
    ]);
  });
});

describe('blackjack legality', () => {
  it('refuses actions out of turn with a typed error', () => {
    const ready = stackedHand(100, ['8', '10', '9', '7']);
    expect(() => hit(ready)).toThrow(IllegalBlackjackActionError);
    const dealt = deal(ready);
    expect(() => split(dealt)).toThrow(IllegalBlackjackActionError);
    expect(() => insurance(dealt, true)).toThrow(IllegalBlackjackActionError);
    expect(() => deal(dealt)).toThrow(IllegalBlackjackActionError);
    expect(() => settle(dealt)).toThrow(IllegalBlackjackActionError);
    expect(() => stand(stand(dealt))).toThrow(IllegalBlackjackActionError);
  });

  it('leaves the state it was given untouched', () => {
    const dealt = deal(stackedHand(100, ['8', '10', '8', '7', '3', '10', '9']));
    const before = structuredClone(dealt);
    split(dealt);
    double(dealt);
    expect(dealt).toEqual(before);
  });
});
