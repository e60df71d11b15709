import type { BlackjackPublicView } from '@lale/games/blackjack/public-view';
import { describe, expect, it } from 'vitest';
import { handResult } from './hand-result.ts';
import { handInPlay, playerActions, wireAction } from './wire.ts';

type Hand = BlackjackPublicView['hands'][number];
const hand = (cards: number[], total: number, fromSplit = false): Hand => ({
  cards,
  total,
  soft: false,
  bet: 100,
  doubled: false,
  fromSplit,
  splitAces: false,
  done: true,
});
const view = (
  hands: Hand[],
  dealerCards: number[],
  dealerTotal: number,
  phase: BlackjackPublicView['phase'] = 'settled',
): BlackjackPublicView => ({
  phase,
  baseBet: 100,
  dealerCards,
  dealerTotal,
  hands,
  activeHand: 0,
  insuranceBet: 0,
  legalActions: [],
});

// Cards: 0 = ace of spades, 9 = ten, 12 = king, 6 = seven, 7 = eight.
describe('naming a settled hand', () => {
  it('a two-card 21 is a blackjack, unless after a split or against a dealer blackjack', () => {
    expect(handResult(hand([0, 12], 21), view([], [9, 7], 18))).toBe('blackjack');
    expect(handResult(hand([0, 12], 21, true), view([], [9, 7], 18))).toBe('win');
    expect(handResult(hand([0, 12], 21), view([], [0, 9], 21))).toBe('push');
  });

  it('busts lose even when the dealer busts; otherwise totals compare', () => {
    expect(handResult(hand([9, 12, 7], 28), view([], [9, 6, 12], 27))).toBe('bust');
    expect(handResult(hand([9, 7], 18), view([], [9, 6, 12], 27))).toBe('win');
    expect(handResult(hand([9, 7], 18), view([], [9, 7], 18))).toBe('push');
    expect(handResult(hand([9, 6], 17), view([], [9, 7], 18))).toBe('lose');
  });

  it('says nothing before the hand is settled', () => {
    expect(handResult(hand([9, 7], 18), view([], [9], 10, 'playerTurn'))).toBeNull();
  });
});

describe('blackjack actions', () => {
  it('offers the legal actions, spelled as the action endpoint takes them', () => {
    const inInsurance = {
      ...view([hand([9, 7], 18)], [0], 11, 'insurance'),
      legalActions: ['insurance', 'decline-insurance'],
    };
    expect(playerActions(inInsurance)).toEqual(['insurance', 'decline-insurance']);
    // The engine's own names are understood too.
    const engineNames = {
      ...inInsurance,
      legalActions: ['acceptInsurance', 'declineInsurance', 'deal'],
    };
    expect(playerActions(engineNames)).toEqual(['insurance', 'decline-insurance']);
    expect(wireAction('acceptInsurance')).toBe('insurance');
    expect(handInPlay(inInsurance)).toBe(true);
    expect(playerActions(view([], [9, 7], 18))).toEqual([]);
    expect(handInPlay(null)).toBe(false);
  });
});
