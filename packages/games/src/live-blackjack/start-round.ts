import { isAce, ORDERED_SHOE, SHOE_SIZE } from '../blackjack/cards.ts';
import { MAX_BLACKJACK_BET } from '../blackjack/state.ts';
import type { RandomSource } from '../fair/random-source.ts';
import { shuffle } from '../fair/shuffle.ts';
import { isNaturalSeat, peekAndPlay } from './flow.ts';
import { canInsure } from './insurance.ts';
import {
  SEAT_COUNT,
  type BetBehindInput,
  type LiveBlackjackRound,
  type LiveSeat,
  type SeatBetInput,
} from './state.ts';

export interface LiveBlackjackRoundInput {
  seats: readonly SeatBetInput[];
  betsBehind?: readonly BetBehindInput[];
}

function validAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_BLACKJACK_BET;
}

function assertInput({ seats, betsBehind = [] }: LiveBlackjackRoundInput): void {
  const seatNumbers = new Set(seats.map((bet) => bet.seat));
  const betIds = new Set([...seats, ...betsBehind].map((bet) => bet.betId));
  if (seats.length === 0) throw new RangeError('a round needs at least one seated bet');
  if (seatNumbers.size !== seats.length) throw new RangeError('one bet per seat');
  if (betIds.size !== seats.length + betsBehind.length)
    throw new RangeError('bet ids must be unique');
  for (const bet of seats) {
    if (!Number.isInteger(bet.seat) || bet.seat < 0 || bet.seat >= SEAT_COUNT) {
      throw new RangeError(`no seat ${bet.seat}`);
    }
  }
  for (const bet of [...seats, ...betsBehind]) {
    if (!validAmount(bet.amount)) throw new RangeError(`bet ${bet.betId}: invalid amount`);
  }
  for (const bet of betsBehind) {
    if (!seatNumbers.has(bet.seat))
      throw new RangeError(`bet ${bet.betId}: seat ${bet.seat} is empty`);
  }
}

function seatFrom(bet: SeatBetInput): LiveSeat {
  return {
    seat: bet.seat,
    betId: bet.betId,
    playerId: bet.playerId,
    baseBet: bet.amount,
    hands: [
      {
        cards: [],
        bet: bet.amount,
        doubled: false,
        fromSplit: false,
        splitAces: false,
        done: false,
      },
    ],
    activeHand: 0,
    insuranceBet: 0,
    done: false,
    timedOut: false,
  };
}

/**
 * Deals one card to each seat in turn order, the dealer's up card, a second card to each seat,
 * the dealer's hole card. With an ace up insurance opens; otherwise the dealer peeks and the
 * first seat's turn begins.
 */
function dealRound(input: LiveBlackjackRoundInput, shoe: number[]): LiveBlackjackRound {
  assertInput(input);
  const seats = [...input.seats].sort((a, b) => a.seat - b.seat).map(seatFrom);
  let nextCard = 0;
  const draw = (cards: number[]) => cards.push(shoe[nextCard++] as number);
  const dealerCards: number[] = [];
  for (let pass = 0; pass < 2; pass++) {
    for (const seat of seats) draw((seat.hands[0] as LiveSeat['hands'][number]).cards);
    draw(dealerCards);
  }
  for (const seat of seats) seat.done = isNaturalSeat(seat);
  const round: LiveBlackjackRound = {
    version: 1,
    phase: 'insurance',
    shoe,
    nextCard,
    dealerCards,
    seats,
    betsBehind: (input.betsBehind ?? []).map((bet) => ({
      betId: bet.betId,
      playerId: bet.playerId,
      seat: bet.seat,
      amount: bet.amount,
      follow: bet.follow,
      insuranceBet: 0,
    })),
    insuranceDecided: [],
    activeSeat: null,
  };
  if (isAce(dealerCards[0] as number) && canInsure(round).length > 0) return round;
  return peekAndPlay(round);
}

/** A round over a given shoe order (replays, tests): it must be a permutation of 0..311. */
export function startLiveBlackjackRoundFromShoe(
  input: LiveBlackjackRoundInput,
  shoe: readonly number[],
): LiveBlackjackRound {
  const isPermutation =
    shoe.length === SHOE_SIZE &&
    new Set(shoe).size === SHOE_SIZE &&
    shoe.every((card) => Number.isInteger(card) && card >= 0 && card < SHOE_SIZE);
  if (!isPermutation) throw new RangeError('shoe must be a permutation of cards 0..311');
  return dealRound(input, [...shoe]);
}

/** A new round from the fair source: a Fisher–Yates shuffle of all 312 cards, as single-player blackjack. */
export function startLiveBlackjackRound(
  input: LiveBlackjackRoundInput,
  source: RandomSource,
): LiveBlackjackRound {
  return dealRound(input, shuffle(source, ORDERED_SHOE));
}
