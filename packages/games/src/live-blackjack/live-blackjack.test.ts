import { describe, expect, it } from 'vitest';
import { applyAction } from '../blackjack/apply-action.ts';
import { basicStrategyAction } from '../blackjack/basic-strategy.ts';
import { ORDERED_SHOE } from '../blackjack/cards.ts';
import { createHand } from '../blackjack/create-hand.ts';
import { settle } from '../blackjack/settlement.ts';
import { hmacStream } from '../fair/hmac-stream.ts';
import { shuffle } from '../fair/shuffle.ts';
import { IllegalLiveBlackjackMoveError } from './errors.ts';
import { closeInsurance } from './insurance.ts';
import { liveBlackjackView } from './public-view.ts';
import { seatAction, seatStrategyAction, timeoutSeat } from './seat-turn.ts';
import { settleLiveBlackjack } from './settle.ts';
import { startLiveBlackjackRound } from './start-round.ts';
import { ranksOf, seatBet, seatRanks, stackedRound } from './test-round.ts';

describe('live blackjack deal', () => {
  it('shuffles the fair shoe and deals each seat, the dealer, each seat, the hole card', () => {
    const round = startLiveBlackjackRound(
      { seats: [seatBet(5), seatBet(0), seatBet(3)] },
      hmacStream('table-server', 'bj-1', 4),
    );
    const shoe = shuffle(hmacStream('table-server', 'bj-1', 4), ORDERED_SHOE);
    expect(round.shoe).toEqual(shoe);
    expect(round.seats.map((seat) => seat.seat)).toEqual([0, 3, 5]);
    expect(round.seats.map((seat) => seat.hands[0]!.cards.slice(0, 2))).toEqual([
      [shoe[0], shoe[4]],
      [shoe[1], shoe[5]],
      [shoe[2], shoe[6]],
    ]);
    expect(round.dealerCards.slice(0, 2)).toEqual([shoe[3], shoe[7]]);
  });

  it('with one seat plays exactly as the single-player engine, over many fair shoes', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const seeds = ['same-server', 'same-client', nonce] as const;
      let single = createHand(100, hmacStream(...seeds));
      while (single.phase !== 'settled') {
        single = applyAction(single, basicStrategyAction(single));
      }
      let live = startLiveBlackjackRound({ seats: [seatBet(2)] }, hmacStream(...seeds));
      // The single-player strategy declines insurance, as an unanswered offer does.
      if (live.phase === 'insurance') live = closeInsurance(live);
      while (live.phase === 'seatTurn') live = seatAction(live, 2, seatStrategyAction(live));
      expect(live.dealerCards, `nonce ${nonce}`).toEqual(single.dealerCards);
      expect(settleLiveBlackjack(live)[0]!.settlement).toEqual(settle(single));
    }
  });

  it('stores as JSON after every transition and resumes with the same functions', () => {
    const seats = [0, 1, 2, 3, 4, 5, 6].map((seat) => seatBet(seat));
    const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    for (let nonce = 0; nonce < 100; nonce++) {
      let live = startLiveBlackjackRound({ seats }, hmacStream('resume', 'table', nonce));
      let stored = throughJson(live);
      while (live.phase !== 'settled') {
        const step = (round: typeof live) =>
          round.phase === 'insurance'
            ? closeInsurance(round)
            : seatAction(round, round.activeSeat!, seatStrategyAction(round));
        live = step(live);
        stored = throughJson(step(stored));
        expect(stored).toEqual(live);
      }
      expect(settleLiveBlackjack(stored)).toEqual(settleLiveBlackjack(live));
    }
  });

  it('refuses an empty table, a seat out of range, a shared seat or a bad amount', () => {
    const source = () => hmacStream('s', 'c', 0);
    expect(() => startLiveBlackjackRound({ seats: [] }, source())).toThrow(RangeError);
    expect(() => startLiveBlackjackRound({ seats: [seatBet(7)] }, source())).toThrow(RangeError);
    expect(() => startLiveBlackjackRound({ seats: [seatBet(1), seatBet(1)] }, source())).toThrow(
      RangeError,
    );
    expect(() => startLiveBlackjackRound({ seats: [seatBet(1, 0)] }, source())).toThrow(RangeError);
  });
});

describe('live blackjack turns', () => {
  it('plays the seats in order and the dealer only after the last seat', () => {
    // Seat 0: 10,6 · seat 1: 9,9 · dealer 10 up, 7 in the hole.
    const ranks = ['10', '9', '10', '6', '9', '7', '4'] as const;
    let round = stackedRound({ seats: [seatBet(0), seatBet(1)] }, ranks);
    expect(round).toMatchObject({ phase: 'seatTurn', activeSeat: 0 });
    expect(() => seatAction(round, 1, 'stand')).toThrow(IllegalLiveBlackjackMoveError);
    round = seatAction(round, 0, 'hit');
    expect(seatRanks(round, 0)).toEqual([['10', '6', '4']]);
    expect(round.dealerCards).toHaveLength(2);
    expect(round.activeSeat).toBe(0);
    round = seatAction(round, 0, 'stand');
    expect(round.activeSeat).toBe(1);
    round = seatAction(round, 1, 'stand');
    expect(round.phase).toBe('settled');
    expect(ranksOf(round.dealerCards)).toEqual(['10', '7']);
    expect(settleLiveBlackjack(round).map((bet) => bet.settlement.hands[0]!.outcome)).toEqual([
      'win',
      'win',
    ]);
  });

  it('stands a seat whose time runs out, and moves on', () => {
    // Seat 0: 10,2 (12) · seat 1: 10,10 · dealer 6 up, 10 in the hole, then 3 for the dealer.
    const ranks = ['10', '10', '6', '2', '10', '10', '3'] as const;
    let round = stackedRound({ seats: [seatBet(0), seatBet(1)] }, ranks);
    round = timeoutSeat(round);
    expect(seatRanks(round, 0)).toEqual([['10', '2']]);
    expect(round.seats[0]).toMatchObject({ done: true, timedOut: true });
    expect(round).toMatchObject({ phase: 'seatTurn', activeSeat: 1 });
    round = timeoutSeat(round);
    expect(round.phase).toBe('settled');
    expect(ranksOf(round.dealerCards)).toEqual(['6', '10', '3']);
    expect(settleLiveBlackjack(round).map((bet) => bet.settlement.hands[0]!.outcome)).toEqual([
      'lose',
      'win',
    ]);
  });

  it('stands every hand left after a split when the time runs out', () => {
    // Seat 0: 8,8 against a 10 up; the split hands get 3 and 5 and both stand at once.
    let round = stackedRound({ seats: [seatBet(0)] }, ['8', '10', '8', '7', '3', '5', 'K']);
    round = seatAction(round, 0, 'split');
    round = timeoutSeat(round);
    expect(seatRanks(round, 0)).toEqual([
      ['8', '3'],
      ['8', '5'],
    ]);
    expect(round.phase).toBe('settled');
    expect(ranksOf(round.dealerCards)).toEqual(['10', '7']);
  });

  it('refuses a move outside the seat’s legal actions', () => {
    const round = stackedRound({ seats: [seatBet(0)] }, ['8', '10', '9', '7']);
    expect(() => seatAction(round, 0, 'split')).toThrow(/illegal-action/);
  });

  it('shows watchers neither the shoe nor the hole card before the end', () => {
    const round = stackedRound({ seats: [seatBet(4)] }, ['8', '10', '9', '7']);
    const view = liveBlackjackView(round);
    expect(view).not.toHaveProperty('shoe');
    expect(view.dealerCards).toEqual(round.dealerCards.slice(0, 1));
    expect(view.legalActions).toEqual(['hit', 'stand', 'double']);
    expect(view.seats[0]!.hands[0]).toMatchObject({ total: 17, soft: false });
  });
});
