import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { shuffle } from '../fair/shuffle.ts';
import { toFractionString, toNumber } from '../slots/rational.ts';
import { MAX_HOLDEM_ANTE, validateHoldemBet } from './bets.ts';
import { exactBonusEdge } from './bonus-edge.ts';
import { ORDERED_DECK } from './cards.ts';
import { dealCasinoHoldem, dealHoldemFromDeck } from './deal.ts';
import { settleHoldem, type HoldemBet, type HoldemDecision } from './settle.ts';
import { holdemShowdown } from './showdown.ts';
import { stackedDeal } from './test-deck.ts';
import { holdemView } from './view.ts';

/** Player's two cards, dealer's two, then flop, turn and river. */
function play(cards: string, decision: HoldemDecision, bet: HoldemBet = { ante: 100, bonus: 0 }) {
  return settleHoldem(bet, decision, holdemShowdown(stackedDeal(cards)));
}

describe('casino hold’em deal', () => {
  it('shuffles 52 cards with the fair Fisher–Yates: player, dealer, flop, turn, river', () => {
    for (let nonce = 0; nonce < 20; nonce++) {
      const deal = dealCasinoHoldem(hmacStream('holdem-server', 'poker-2', nonce));
      const deck = shuffle(hmacStream('holdem-server', 'poker-2', nonce), ORDERED_DECK);
      expect(deal).toEqual(dealHoldemFromDeck(deck));
      expect([...deal.player, ...deal.dealer, ...deal.board]).toEqual(deck.slice(0, 9));
    }
    expect(() => dealHoldemFromDeck(ORDERED_DECK.slice(1))).toThrow(RangeError);
  });

  it('shows only the player’s cards and the flop until the showdown', () => {
    const deal = stackedDeal('As Kd 2c 3h 7s 9d Jh 5c Qs');
    expect(holdemView(deal, 'decision')).toEqual({
      stage: 'decision',
      player: deal.player,
      board: deal.board.slice(0, 3),
      dealer: null,
      showdown: null,
    });
    const showdown = holdemShowdown(deal);
    expect(holdemView(deal, 'showdown', showdown)).toMatchObject({
      board: deal.board,
      dealer: deal.dealer,
      showdown: { dealerQualifies: false, playerCategory: 'highCard' },
    });
  });
});

describe('casino hold’em settlement', () => {
  it('pays the ante and pushes the call when the dealer does not qualify', () => {
    expect(play('As Kd 2c 3h 7s 9d Jh 5c Qs', 'call')).toMatchObject({
      outcome: 'dealerDoesNotQualify',
      totalStake: 300,
      anteReturn: 200,
      callReturn: 200,
      totalReturn: 400,
    });
  });

  it('qualifies the dealer from a pair of fours, not threes', () => {
    expect(holdemShowdown(stackedDeal('Ac Kd 4c 4h 7s 9d Jh 5c Qs')).dealerQualifies).toBe(true);
    expect(holdemShowdown(stackedDeal('Ac Kd 3c 3h 7s 9d Jh 5c Qs')).dealerQualifies).toBe(false);
  });

  it('pays the ante by the paytable and the call 1:1 when the player wins', () => {
    // A flush pays the ante 2:1.
    expect(play('Ah 8h Kc Kd 2h 5h 9h Qs 3c', 'call')).toMatchObject({
      outcome: 'win',
      anteReturn: 300,
      callReturn: 400,
      totalReturn: 700,
    });
  });

  it('loses both bets to a better qualifying hand and pushes both on a tie', () => {
    expect(play('7c 2d Kc Kd As Js 9h 5c 3d', 'call')).toMatchObject({
      outcome: 'lose',
      totalReturn: 0,
    });
    expect(play('Ac 2d Ad 3h Ks Kh Qs Qd Jc', 'call')).toMatchObject({
      outcome: 'push',
      anteReturn: 100,
      callReturn: 200,
    });
  });

  it('loses the ante and the bonus on a fold', () => {
    expect(play('As Ad Kc Kd 7c 8d 2h 3s 4s', 'fold', { ante: 100, bonus: 50 })).toEqual({
      outcome: 'fold',
      call: 0,
      totalStake: 150,
      anteReturn: 0,
      callReturn: 0,
      bonusReturn: 0,
      totalReturn: 0,
    });
  });

  it('pays the AA bonus on the first five cards: aces 7:1, a royal 100:1 with the ante’s 100:1', () => {
    expect(play('As Ad Kc Kd 7c 8d 2h 3s 4s', 'call', { ante: 100, bonus: 50 }).bonusReturn).toBe(
      400,
    );
    expect(play('Ks Kd 2c 3d 7c 8d 2h 3s 4s', 'call', { ante: 100, bonus: 50 }).bonusReturn).toBe(
      0,
    );
    expect(play('Ah Kh 4s 4c Qh Jh Th 2c 3d', 'call', { ante: 10, bonus: 10 })).toMatchObject({
      outcome: 'win',
      totalStake: 40,
      anteReturn: 1_010,
      callReturn: 40,
      bonusReturn: 1_010,
      totalReturn: 2_060,
    });
  });

  it('validates bets', () => {
    expect(validateHoldemBet({ ante: 100, bonus: 0 })).toEqual({
      ok: true,
      bet: { ante: 100, bonus: 0 },
    });
    expect(validateHoldemBet({ ante: 0, bonus: 0 })).toEqual({ ok: false, error: 'invalid-ante' });
    expect(validateHoldemBet({ ante: MAX_HOLDEM_ANTE + 1, bonus: 0 })).toMatchObject({ ok: false });
    expect(validateHoldemBet({ ante: 100, bonus: -1 })).toEqual({
      ok: false,
      error: 'invalid-bonus',
    });
    expect(validateHoldemBet({ ante: 100, bonus: 2.5 })).toEqual({
      ok: false,
      error: 'invalid-bonus',
    });
  });
});

describe('AA bonus edge', () => {
  it('is exactly 5809/92820 = 6.2583% over all 2,598,960 first five cards', () => {
    const edge = exactBonusEdge();
    expect(toFractionString(edge)).toBe('5809/92820');
    expect(toNumber(edge) * 100).toBeCloseTo(6.2583, 4);
  });
});
