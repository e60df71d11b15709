import { describe, expect, it } from 'vitest';
import { closeInsurance, decideInsurance } from './insurance.ts';
import { seatAction } from './seat-turn.ts';
import { settleLiveBlackjack } from './settle.ts';
import { wageredByBet } from './state.ts';
import { behind, ranksOf, seatBet, seatRanks, stackedRound } from './test-round.ts';

const returns = (round: Parameters<typeof settleLiveBlackjack>[0]) =>
  Object.fromEntries(
    settleLiveBlackjack(round).map((bet) => [bet.betId, bet.settlement.totalReturned]),
  );

describe('live blackjack insurance', () => {
  // Seat 0: 10,9 · seat 1: 10,8 · dealer A up.
  const underAce = ['10', '10', 'A', '9', '8'] as const;

  it('opens to every seat and bet behind when the dealer shows an ace, and pays 2:1 on a blackjack', () => {
    let round = stackedRound(
      { seats: [seatBet(0), seatBet(1)], betsBehind: [behind(1, 40, false, 'b1')] },
      [...underAce, 'K'],
    );
    expect(round).toMatchObject({ phase: 'insurance', activeSeat: null });
    round = decideInsurance(round, 'seat-0', true);
    round = decideInsurance(round, 'b1', true);
    expect(() => decideInsurance(round, 'seat-0', false)).toThrow(/already-decided/);
    expect(() => decideInsurance(round, 'nobody', true)).toThrow(/unknown-bet/);
    expect(round.phase).toBe('insurance');
    round = closeInsurance(round); // seat 1 never answered: declined
    expect(round.phase).toBe('settled');
    expect(ranksOf(round.dealerCards)).toEqual(['A', 'K']);
    expect(wageredByBet(round)).toEqual(
      new Map([
        ['seat-0', 150],
        ['seat-1', 100],
        ['b1', 60],
      ]),
    );
    expect(returns(round)).toEqual({ 'seat-0': 150, 'seat-1': 0, b1: 60 });
  });

  it('is lost when the dealer has no blackjack, and the seats then play', () => {
    let round = stackedRound({ seats: [seatBet(0), seatBet(1)] }, [...underAce, '7']);
    round = decideInsurance(round, 'seat-0', true);
    round = decideInsurance(round, 'seat-1', false);
    // Everyone answered: the window closes itself and the dealer peeks.
    expect(round).toMatchObject({ phase: 'seatTurn', activeSeat: 0 });
    round = seatAction(seatAction(round, 0, 'stand'), 1, 'stand');
    // Seat 0's 19 beats the dealer's 18, seat 1's 18 pushes; the insurance is lost.
    expect(returns(round)).toEqual({ 'seat-0': 200, 'seat-1': 100 });
  });

  it('is not offered on a 1-unit bet, and the dealer peeks under a ten without asking', () => {
    expect(stackedRound({ seats: [seatBet(0, 1)] }, ['10', 'A', '9', '7']).phase).toBe('seatTurn');
    const peeked = stackedRound({ seats: [seatBet(0)] }, ['10', 'K', '9', 'A']);
    expect(peeked.phase).toBe('settled');
    expect(returns(peeked)).toEqual({ 'seat-0': 0 });
  });
});

describe('live blackjack bet behind', () => {
  it('settles with the seat’s hand, and a seat blackjack pays it 3:2 too', () => {
    const round = stackedRound({ seats: [seatBet(3)], betsBehind: [behind(3, 30, false, 'b')] }, [
      'A',
      '9',
      'K',
      '7',
    ]);
    expect(round.phase).toBe('settled');
    expect(returns(round)).toEqual({ 'seat-3': 250, b: 75 });
  });

  it('follows a double when it chooses to, or stays at its stake', () => {
    // Seat 2: 6,5 doubles onto a 10 (21) against 10,7.
    let round = stackedRound(
      {
        seats: [seatBet(2)],
        betsBehind: [behind(2, 50, true, 'follow'), behind(2, 50, false, 'stay')],
      },
      ['6', '10', '5', '7', '10'],
    );
    round = seatAction(round, 2, 'double');
    expect(round.phase).toBe('settled');
    expect(wageredByBet(round)).toEqual(
      new Map([
        ['seat-2', 200],
        ['follow', 100],
        ['stay', 50],
      ]),
    );
    expect(returns(round)).toEqual({ 'seat-2': 400, follow: 200, stay: 100 });
  });

  it('follows a split onto both hands, or stays on the first hand only', () => {
    // Seat 0: 8,8 against 10,9 · first hand 8,K (18) loses, second 8,A,2 → 8,A (19) pushes.
    let round = stackedRound(
      {
        seats: [seatBet(0)],
        betsBehind: [behind(0, 10, true, 'follow'), behind(0, 10, false, 'stay')],
      },
      ['8', '10', '8', '9', 'K', 'A'],
    );
    round = seatAction(round, 0, 'split');
    round = seatAction(round, 0, 'stand');
    round = seatAction(round, 0, 'stand');
    expect(seatRanks(round, 0)).toEqual([
      ['8', 'K'],
      ['8', 'A'],
    ]);
    expect(wageredByBet(round)).toEqual(
      new Map([
        ['seat-0', 200],
        ['follow', 20],
        ['stay', 10],
      ]),
    );
    const settled = settleLiveBlackjack(round);
    expect(
      settled.map((bet) => bet.settlement.hands.map((hand) => [hand.bet, hand.outcome])),
    ).toEqual([
      [
        [100, 'lose'],
        [100, 'push'],
      ],
      [
        [10, 'lose'],
        [10, 'push'],
      ],
      [
        [10, 'lose'],
        [0, 'push'],
      ],
    ]);
    expect(returns(round)).toEqual({ 'seat-0': 100, follow: 10, stay: 0 });
  });

  it('needs an occupied seat', () => {
    expect(() =>
      stackedRound({ seats: [seatBet(0)], betsBehind: [behind(4, 10, true)] }, ['8']),
    ).toThrow(RangeError);
  });
});
