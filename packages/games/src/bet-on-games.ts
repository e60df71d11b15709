// Browser-safe: Bet On Games, the scheduled draw of 7 balls of 42 and one card.
export {
  BALL_COUNT,
  BALLS_DRAWN,
  CARD_SUITS,
  cardRank,
  cardSuit,
  drawBetOnGames,
  drawFrom,
  isRed,
  type BetOnGamesDraw,
  type CardSuit,
} from './bet-on-games/draw.ts';
export {
  BET_ON_GAMES_TYPE_IDS,
  BET_ON_GAMES_TYPES,
  isValidPick,
  oddsOf,
  pickReturn,
  pickWins,
  SUM_LINE,
  type BetOnGamesPick,
  type BetOnGamesType,
} from './bet-on-games/bet-types.ts';
export {
  everyPick,
  exactRtp,
  toNumber,
  winChance,
  type Fraction,
} from './bet-on-games/exact-rtp.ts';
