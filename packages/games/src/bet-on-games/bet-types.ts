import { BALL_COUNT, cardRank, cardSuit, isRed, type BetOnGamesDraw } from './draw.ts';

/**
 * The bet types and their fixed published odds per selection (hundredths, the stake included:
 * 186 pays 1.86 × stake). `number` takes any of 1–42 at one price.
 */
export const BET_ON_GAMES_TYPES = {
  /** The number is among the 7 balls. */
  number: { numberOdds: 560, selections: {} },
  /** The first ball is odd / even. */
  'first-parity': { selections: { odd: 186, even: 186 } },
  /** The first ball is in 1–14, 15–28 or 29–42. */
  'first-third': { selections: { low: 280, middle: 280, high: 280 } },
  /** The 7 balls add up to more than 150.5 / less. */
  sum: { selections: { over: 186, under: 186 } },
  /** More odd balls than even among the 7 / more even. */
  majority: { selections: { odd: 186, even: 186 } },
  /** The card is red (hearts, diamonds) / black. */
  colour: { selections: { red: 186, black: 186 } },
  /** The card's suit. */
  suit: { selections: { spades: 372, hearts: 372, diamonds: 372, clubs: 372 } },
  /** The card is 8 or higher (ace high) / 6 or lower: a 7 loses both. */
  rank: { selections: { high: 172, low: 240 } },
  /** The card is a jack, queen or king. */
  picture: { selections: { picture: 400 } },
} as const satisfies Record<string, { numberOdds?: number; selections: Record<string, number> }>;

export type BetOnGamesType = keyof typeof BET_ON_GAMES_TYPES;
export const BET_ON_GAMES_TYPE_IDS = Object.keys(BET_ON_GAMES_TYPES) as BetOnGamesType[];

export const SUM_LINE = 150.5;

export interface BetOnGamesPick {
  type: BetOnGamesType;
  /** The number as text for `number`, else one of the type's selections. */
  selection: string;
}

/** A pick the board offers: a known type and one of its selections. */
export function isValidPick(pick: { type: string; selection: string }): pick is BetOnGamesPick {
  if (!Object.hasOwn(BET_ON_GAMES_TYPES, pick.type)) return false;
  if (pick.type === 'number') {
    const n = Number(pick.selection);
    return /^[1-9][0-9]?$/.test(pick.selection) && n >= 1 && n <= BALL_COUNT;
  }
  return Object.hasOwn(BET_ON_GAMES_TYPES[pick.type as BetOnGamesType].selections, pick.selection);
}

const thirdOf = (ball: number) => (ball <= 14 ? 'low' : ball <= 28 ? 'middle' : 'high');

/** Whether a pick wins on a draw: pure, the same on the server and the verify page. */
export function pickWins(pick: BetOnGamesPick, draw: BetOnGamesDraw): boolean {
  const first = draw.balls[0]!;
  switch (pick.type) {
    case 'number':
      return draw.balls.includes(Number(pick.selection));
    case 'first-parity':
      return (first % 2 === 1 ? 'odd' : 'even') === pick.selection;
    case 'first-third':
      return thirdOf(first) === pick.selection;
    case 'sum': {
      const sum = draw.balls.reduce((a, b) => a + b, 0);
      return (sum > SUM_LINE ? 'over' : 'under') === pick.selection;
    }
    case 'majority': {
      const odd = draw.balls.filter((ball) => ball % 2 === 1).length;
      return (odd * 2 > draw.balls.length ? 'odd' : 'even') === pick.selection;
    }
    case 'colour':
      return (isRed(draw.card) ? 'red' : 'black') === pick.selection;
    case 'suit':
      return cardSuit(draw.card) === pick.selection;
    case 'rank':
      return pick.selection === 'high' ? cardRank(draw.card) >= 8 : cardRank(draw.card) <= 6;
    case 'picture':
      return cardRank(draw.card) >= 11 && cardRank(draw.card) <= 13;
  }
}

/** The odds of a pick, in hundredths. */
export function oddsOf(pick: BetOnGamesPick): number {
  if (pick.type === 'number') return BET_ON_GAMES_TYPES.number.numberOdds;
  return (BET_ON_GAMES_TYPES[pick.type].selections as Record<string, number>)[pick.selection]!;
}

/** What a stake returns on a draw, the stake included (0 for a loss), rounded down to the kuruş. */
export function pickReturn(pick: BetOnGamesPick, stake: number, draw: BetOnGamesDraw): number {
  return pickWins(pick, draw) ? Math.floor((stake * oddsOf(pick)) / 100) : 0;
}
