import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { dealFromDeck, dealVideoPoker, drawCards, settleVideoPoker } from './round.ts';
import { cards, stackedDeck } from './test-cards.ts';

const SERVER = 'a'.repeat(64);

describe('a video poker round', () => {
  it('deals the same deck from the same seeds and another from the next nonce', () => {
    const first = dealVideoPoker(hmacStream(SERVER, 'player-seed', 7));
    const again = dealVideoPoker(hmacStream(SERVER, 'player-seed', 7));
    const next = dealVideoPoker(hmacStream(SERVER, 'player-seed', 8));
    expect(again).toEqual(first);
    expect(next.deck).not.toEqual(first.deck);
    expect([...first.deck].sort((a, b) => a - b)).toEqual([...Array(52).keys()]);
    expect(first.cards).toEqual(first.deck.slice(0, 5));
  });

  it('replaces the cards not held, left to right, with the next cards of the same deck', () => {
    const deck = stackedDeck('As Ks 2d 7c 9h Qs Js Ts 3c');
    expect(drawCards(deck, [true, true, false, false, false])).toEqual(cards('As Ks Qs Js Ts'));
    expect(drawCards(deck, [false, true, false, true, false])).toEqual(cards('Qs Ks Js 7c Ts'));
    expect(drawCards(deck, [true, true, true, true, true])).toEqual(deck.slice(0, 5));
    expect(drawCards(deck, [false, false, false, false, false])).toEqual(deck.slice(5, 10));
  });

  it('settles the final hand in coins: a five-coin royal pays 4,000', () => {
    const deck = stackedDeck('As Ks 2d 7c 9h Qs Js Ts 3c');
    const holds = [true, true, false, false, false] as const;
    expect(settleVideoPoker(deck, holds, 5)).toEqual({
      cards: cards('As Ks Qs Js Ts'),
      hand: 'royalFlush',
      coinsWon: 4000,
    });
    expect(settleVideoPoker(deck, holds, 1).coinsWon).toBe(250);
    expect(settleVideoPoker(deck, [false, false, false, false, false], 3)).toMatchObject({
      hand: 'nothing',
      coinsWon: 0,
    });
  });

  it('accepts only a permutation of the 52 cards as a deck', () => {
    expect(() => dealFromDeck([...Array(51).keys()])).toThrow(RangeError);
    expect(() => dealFromDeck([0, ...Array(51).keys()])).toThrow(RangeError);
  });
});
