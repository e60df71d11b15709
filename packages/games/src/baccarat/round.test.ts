import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { shuffle } from '../fair/shuffle.ts';
import { MAX_BACCARAT_BET, validateBaccaratBet, type BaccaratBet } from './bets.ts';
import { BACCARAT_ORDERED_SHOE } from './cards.ts';
import { dealBaccarat, playCoupFromShoe } from './coup.ts';
import { baccaratBetReturn, settleBaccaratBets } from './settle.ts';
import { cards } from './test-cards.ts';

const bankerSeven = playCoupFromShoe(cards(['2', '3', 'K', '4', 'K', 'Q'])); // P 2, B 7 stands
const bankerSix = playCoupFromShoe(cards(['K', '2', 'K', '4', 'K'])); // P 0, B 6 stands
const tie = playCoupFromShoe(cards(['Q', '10', 'Q', 'K', '7', '7']));

describe('baccarat round', () => {
  it('shuffles all 416 cards with the fair Fisher–Yates and deals from the top', () => {
    for (let nonce = 0; nonce < 20; nonce++) {
      const coup = dealBaccarat(hmacStream('baccarat-server', 'table-3', nonce));
      const shoe = shuffle(hmacStream('baccarat-server', 'table-3', nonce), BACCARAT_ORDERED_SHOE);
      expect(coup).toEqual(playCoupFromShoe(shoe));
      expect(coup.playerCards.slice(0, 2)).toEqual([shoe[0], shoe[2]]);
      expect(coup.bankerCards.slice(0, 2)).toEqual([shoe[1], shoe[3]]);
    }
  });

  it('pays the player 1:1 and pushes player and banker on a tie', () => {
    const player = playCoupFromShoe(cards(['9', '2', 'K', '3']));
    expect(baccaratBetReturn({ type: 'player', amount: 100 }, player, 'commission')).toBe(200);
    expect(baccaratBetReturn({ type: 'banker', amount: 100 }, player, 'commission')).toBe(0);
    expect(baccaratBetReturn({ type: 'player', amount: 100 }, tie, 'commission')).toBe(100);
    expect(baccaratBetReturn({ type: 'banker', amount: 100 }, tie, 'noCommission')).toBe(100);
  });

  it('takes 5% commission on banker wins, flooring the winnings', () => {
    expect(bankerSeven).toMatchObject({ winner: 'banker', bankerTotal: 7 });
    expect(baccaratBetReturn({ type: 'banker', amount: 100 }, bankerSeven, 'commission')).toBe(195);
    // 30 · 19 / 20 = 28.5 → 28.
    expect(baccaratBetReturn({ type: 'banker', amount: 30 }, bankerSeven, 'commission')).toBe(58);
  });

  it('pays a no-commission banker win 1:1, or 1:2 when it wins on 6', () => {
    expect(bankerSix).toMatchObject({ winner: 'banker', bankerTotal: 6 });
    expect(baccaratBetReturn({ type: 'banker', amount: 100 }, bankerSeven, 'noCommission')).toBe(
      200,
    );
    expect(baccaratBetReturn({ type: 'banker', amount: 100 }, bankerSix, 'noCommission')).toBe(150);
    expect(baccaratBetReturn({ type: 'banker', amount: 101 }, bankerSix, 'noCommission')).toBe(151);
    expect(baccaratBetReturn({ type: 'banker', amount: 100 }, bankerSix, 'commission')).toBe(195);
  });

  it('pays tie 8:1 and pairs 11:1 whatever the winner', () => {
    const bets: BaccaratBet[] = [
      { type: 'tie', amount: 50 },
      { type: 'playerPair', amount: 20 },
      { type: 'bankerPair', amount: 20 },
      { type: 'player', amount: 1_000 },
    ];
    expect(settleBaccaratBets(bets, tie, 'commission')).toEqual({
      totalStake: 1_090,
      totalReturn: 450 + 240 + 0 + 1_000,
      returns: [450, 240, 0, 1_000],
    });
  });

  it('validates bets', () => {
    expect(validateBaccaratBet({ type: 'banker', amount: 500 })).toEqual({
      ok: true,
      bet: { type: 'banker', amount: 500 },
    });
    for (const amount of [0, -1, 2.5, MAX_BACCARAT_BET + 1]) {
      expect(validateBaccaratBet({ type: 'tie', amount })).toEqual({
        ok: false,
        error: 'invalid-amount',
      });
    }
    expect(validateBaccaratBet({ type: 'dragon', amount: 5 } as unknown as BaccaratBet)).toEqual({
      ok: false,
      error: 'unknown-bet-type',
    });
  });
});
