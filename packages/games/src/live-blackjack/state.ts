import type { PlayerHand } from '../blackjack/state.ts';

export const SEAT_COUNT = 7;

/** A seated player's bet for the round; seats are 0 (first base, the dealer's left) to 6. */
export interface SeatBetInput {
  seat: number;
  /** The room's id for this bet, used to report wagers and returns. */
  betId: string;
  playerId: string;
  amount: number;
}

/**
 * A bet behind a seat: it plays the seat's hand with its own stake. With `follow` it also
 * doubles and splits when the seat does (the room debits the extra stake, as for the seat);
 * without, it stays on the seat's first hand at its original stake.
 */
export interface BetBehindInput {
  betId: string;
  playerId: string;
  seat: number;
  amount: number;
  follow: boolean;
}

export interface LiveSeat {
  seat: number;
  betId: string;
  playerId: string;
  baseBet: number;
  /** The blackjack engine's hands: stakes, split and double flags, cards. */
  hands: PlayerHand[];
  activeHand: number;
  insuranceBet: number;
  /** Nothing left to decide: stood, bust, 21, blackjack, doubled or timed out. */
  done: boolean;
  timedOut: boolean;
}

export interface LiveBetBehind extends BetBehindInput {
  insuranceBet: number;
}

/**
 * `insurance`: the dealer shows an ace and insurance is open. `seatTurn`: `activeSeat` acts.
 * `settled`: the dealer has played (or peeked a blackjack); settle the round.
 */
export type LiveBlackjackPhase = 'insurance' | 'seatTurn' | 'settled';

/** A live round as plain JSON: store it after every transition, resume with the same functions. */
export interface LiveBlackjackRound {
  version: 1;
  phase: LiveBlackjackPhase;
  /** The fair shuffle of all 312 cards; one fresh shoe per round, dealt from `nextCard` on. */
  shoe: number[];
  nextCard: number;
  dealerCards: number[];
  /** Occupied seats in turn order (ascending seat number). */
  seats: LiveSeat[];
  betsBehind: LiveBetBehind[];
  /** Bet ids that answered the insurance offer. */
  insuranceDecided: string[];
  /** The seat whose turn it is, while `phase` is `seatTurn`. */
  activeSeat: number | null;
}

const copyHand = (hand: PlayerHand): PlayerHand => ({
  cards: [...hand.cards],
  bet: hand.bet,
  doubled: hand.doubled,
  fromSplit: hand.fromSplit,
  splitAces: hand.splitAces,
  done: hand.done,
});

function copySeat(seat: LiveSeat): LiveSeat {
  return {
    seat: seat.seat,
    betId: seat.betId,
    playerId: seat.playerId,
    baseBet: seat.baseBet,
    hands: seat.hands.map(copyHand),
    activeHand: seat.activeHand,
    insuranceBet: seat.insuranceBet,
    done: seat.done,
    timedOut: seat.timedOut,
  };
}

/** A copy a transition may change before returning it; the shoe is never written, so shared. */
export function draftRound(round: LiveBlackjackRound): LiveBlackjackRound {
  return {
    version: 1,
    phase: round.phase,
    shoe: round.shoe,
    nextCard: round.nextCard,
    dealerCards: [...round.dealerCards],
    seats: round.seats.map(copySeat),
    betsBehind: round.betsBehind.map((bet) => ({ ...bet })),
    insuranceDecided: [...round.insuranceDecided],
    activeSeat: round.activeSeat,
  };
}

export function seatOf(round: LiveBlackjackRound, seatNumber: number): LiveSeat | undefined {
  return round.seats.find((seat) => seat.seat === seatNumber);
}

/** The stake a bet behind has on each of its seat's hands. */
export function betBehindStakes(bet: LiveBetBehind, seat: LiveSeat): number[] {
  if (!bet.follow) return seat.hands.map((_, index) => (index === 0 ? bet.amount : 0));
  return seat.hands.map((hand) => (hand.doubled ? 2 * bet.amount : bet.amount));
}

/**
 * What each bet has staked so far, by bet id; the room debits its growth after a transition
 * (doubles, splits, insurance, and a following bet behind's share of them).
 */
export function wageredByBet(round: LiveBlackjackRound): Map<string, number> {
  const wagered = new Map<string, number>();
  for (const seat of round.seats) {
    const hands = seat.hands.reduce((sum, hand) => sum + hand.bet, 0);
    wagered.set(seat.betId, hands + seat.insuranceBet);
  }
  for (const bet of round.betsBehind) {
    const seat = seatOf(round, bet.seat) as LiveSeat;
    const stakes = betBehindStakes(bet, seat).reduce((sum, stake) => sum + stake, 0);
    wagered.set(bet.betId, stakes + bet.insuranceBet);
  }
  return wagered;
}
