import { describe, expect, it } from 'vitest';
import { baccaratTotal, baccaratValue } from './cards.ts';
import { playCoupFromShoe } from './coup.ts';
import { bankerDraws, playerDraws } from './tableau.ts';
import { cards } from './test-cards.ts';

/** The printed tableau: banker total (rows 0–7) by the player's third card (columns 0–9). */
const BANKER_TABLEAU = [
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDSD',
  'SSDDDDDDSS',
  'SSSSDDDDSS',
  'SSSSSSDDSS',
  'SSSSSSSSSS',
];

describe('baccarat values', () => {
  it('counts aces 1, pips at face value, tens and faces 0, totals modulo 10', () => {
    expect(cards(['A', '2', '9', '10', 'J', 'Q', 'K']).map(baccaratValue)).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
    expect(baccaratTotal(cards(['7', '8']))).toBe(5);
    expect(baccaratTotal(cards(['K', '9']))).toBe(9);
    expect(baccaratTotal(cards(['5', '5', 'Q']))).toBe(0);
  });
});

describe('third-card rules', () => {
  it('has the player draw on 0–5 and stand on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("has the banker follow the tableau by its total and the player's third card", () => {
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) {
        const expected = BANKER_TABLEAU[banker]![third] === 'D';
        expect(bankerDraws(banker, third), `banker ${banker}, third ${third}`).toBe(expected);
      }
    }
  });

  it('has the banker draw on 0–5 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('a coup', () => {
  it('deals player, banker, player, banker, and stops on a natural', () => {
    const coup = playCoupFromShoe(cards(['8', '3', 'K', '4', '9', '9']));
    expect(coup).toMatchObject({ playerTotal: 8, bankerTotal: 7, winner: 'player', natural: true });
    expect(coup.playerCards).toHaveLength(2);
    expect(coup.bankerCards).toHaveLength(2);
  });

  it("draws the player's third card on 5 and the banker's by the tableau (4 against a 7)", () => {
    const coup = playCoupFromShoe(cards(['2', 'K', '3', '4', '7', '5']));
    expect(coup).toMatchObject({
      playerTotal: 2,
      bankerTotal: 9,
      winner: 'banker',
      natural: false,
    });
    expect(coup.playerCards).toHaveLength(3);
    expect(coup.bankerCards).toHaveLength(3);
  });

  it('lets the player stand on 6 and the banker then draw on 5', () => {
    const coup = playCoupFromShoe(cards(['6', '2', 'K', '3', '4']));
    expect(coup).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
    expect(coup.playerCards).toHaveLength(2);
  });

  it("keeps a banker 3 standing against the player's third-card 8", () => {
    const coup = playCoupFromShoe(cards(['A', 'K', '2', '3', '8', '9']));
    expect(coup).toMatchObject({ playerTotal: 1, bankerTotal: 3, winner: 'banker' });
    expect(coup.bankerCards).toHaveLength(2);
  });

  it('ties on equal totals and sees pairs by rank, not by value', () => {
    const tie = playCoupFromShoe(cards(['Q', '10', 'Q', 'K', '7', '7']));
    expect(tie).toMatchObject({ playerTotal: 7, bankerTotal: 7, winner: 'tie' });
    expect(tie.playerPair).toBe(true);
    expect(tie.bankerPair).toBe(false);
  });

  it('refuses to deal past the end of a short shoe', () => {
    expect(() => playCoupFromShoe(cards(['2', '3', '4']))).toThrow(RangeError);
  });
});
