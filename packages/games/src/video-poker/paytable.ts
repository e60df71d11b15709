/** Jacks or Better's hands, weakest first; `nothing` pays 0. */
export const VIDEO_POKER_HANDS = [
  'nothing',
  'jacksOrBetter',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'royalFlush',
] as const;
export type VideoPokerHand = (typeof VIDEO_POKER_HANDS)[number];

export const MAX_COINS = 5;

/** The "9/6" full-pay table per coin (full house 9, flush 6), for one to four coins. */
export const PAYTABLE_9_6: Readonly<Record<VideoPokerHand, number>> = {
  nothing: 0,
  jacksOrBetter: 1,
  twoPair: 2,
  threeOfAKind: 3,
  straight: 4,
  flush: 6,
  fullHouse: 9,
  fourOfAKind: 25,
  straightFlush: 50,
  royalFlush: 250,
};

/** The royal flush with the fifth coin: 4,000 coins for 5, i.e. 800 per coin. */
export const MAX_COIN_ROYAL = 4000;

/**
 * The return of the optimal hold strategy at five coins, 0.99543904..., as enumerated
 * exactly over every deal and hold by `exactVideoPokerRtp` (its test recomputes it).
 */
export const VIDEO_POKER_RTP = 0.995439;

/** Coins paid for a hand at the given number of coins (1..5), stake included. */
export function coinsWon(hand: VideoPokerHand, coins: number): number {
  if (!Number.isInteger(coins) || coins < 1 || coins > MAX_COINS)
    throw new RangeError(`coins must be 1..${MAX_COINS}`);
  if (hand === 'royalFlush' && coins === MAX_COINS) return MAX_COIN_ROYAL;
  return PAYTABLE_9_6[hand] * coins;
}

/** What each hand pays per coin at five coins: the table the optimal strategy plays. */
export function maxCoinPaysPerCoin(): number[] {
  return VIDEO_POKER_HANDS.map((hand) => coinsWon(hand, MAX_COINS) / MAX_COINS);
}
