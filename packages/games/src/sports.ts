// Sportsbook maths: pure, browser-safe (no node: module), amounts in kuruş, odds in hundredths.
export type { Weighted, IntegerPmf } from './sports/core/discrete.ts';
export { fairProbability, type FairMarket, type FairSelection } from './sports/core/fair-price.ts';
export {
  LEG_OUTCOMES,
  settleAbove,
  settleBelow,
  type LegOutcome,
  type OutcomeChances,
} from './sports/core/leg-outcome.ts';
export {
  assertMarketSpec,
  marketCoverage,
  marketKey,
  marketSpecError,
  parseMarketKey,
  type MarketSpec,
} from './sports/core/market-spec.ts';
export {
  ALL_MARKET_TYPES,
  MARKET_TYPES,
  RACING_SPORTS,
  isMarketOfSport,
  isMarketType,
  isRacingSport,
  marketTypeInfo,
  type LineKind,
  type MarketType,
  type MarketTypeInfo,
  type RacingSport,
  type Sport,
} from './sports/core/market-types.ts';
export {
  resultOf,
  scoreText,
  type MatchResult,
  type Score,
  type Side,
} from './sports/core/score.ts';
export type { DrawSeeds } from './sports/core/draws.ts';
export {
  CORRECT_SCORE_MAX_GOALS,
  MAX_RUNNERS,
  isSelectionOf,
  selectionsOf,
} from './sports/core/selections.ts';

export {
  FOOTBALL_RATING_DEFAULTS,
  expectedGoals,
  type FootballRatingsInput,
  type FootballTeamRating,
} from './sports/football/ratings.ts';
export {
  DEFAULT_FIRST_HALF_SHARE,
  footballModel,
  type FootballModel,
  type FootballModelInput,
} from './sports/football/model.ts';
export { MAX_EXPECTED_GOALS } from './sports/football/poisson.ts';
export { gridAt, gridOutcomes, type ScoreGrid } from './sports/football/score-grid.ts';
export {
  HALF_SECONDS,
  KICK_OFF,
  MATCH_SECONDS,
  assertFootballState,
  conditionedGrid,
  type FootballState,
} from './sports/football/state.ts';
export type { FirstGoal, HalfTimeFullTime } from './sports/football/halves.ts';
export {
  FOOTBALL_ASIAN_HANDICAP_LINES,
  FOOTBALL_EUROPEAN_HANDICAP_LINES,
  FOOTBALL_TOTAL_LINES,
  footballFairMarkets,
  footballMarketSpecs,
} from './sports/football/markets.ts';
export {
  footballResultError,
  footballResultText,
  type FootballResult,
} from './sports/football/result.ts';
export {
  drawFootballTimeline,
  footballTimelineFromSeed,
  timelineResult,
  timelineStateAt,
  type FootballTimeline,
  type TimelineGoal,
} from './sports/football/timeline.ts';

export {
  BASKETBALL_DEFAULTS,
  basketballModel,
  type BasketballModel,
  type BasketballModelInput,
} from './sports/basketball/model.ts';
export {
  basketballExpectations,
  type BasketballRatingsInput,
  type BasketballTeamRating,
} from './sports/basketball/ratings.ts';
export {
  basketballFairMarkets,
  basketballMarketSpecs,
  type BasketballResult,
} from './sports/basketball/markets.ts';
export {
  basketballResultFromSeed,
  basketballResultText,
  drawBasketballMatch,
  type BasketballMatch,
} from './sports/basketball/seeded-result.ts';

export {
  servePointChances,
  tennisModel,
  type TennisModel,
  type TennisModelInput,
  type TennisScore,
} from './sports/tennis/match.ts';
export {
  tennisFairMarkets,
  tennisMarketSpecs,
  type TennisResult,
} from './sports/tennis/markets.ts';
export { tennisResultFromSets } from './sports/tennis/result.ts';
export {
  drawTennisMatch,
  tennisResultFromSeed,
  tennisResultText,
  type TennisMatch,
} from './sports/tennis/seeded-result.ts';

export {
  setWinFromRallies,
  volleyballModel,
  type VolleyballModel,
  type VolleyballModelInput,
} from './sports/volleyball/model.ts';
export {
  volleyballFairMarkets,
  volleyballMarketSpecs,
  type VolleyballResult,
} from './sports/volleyball/markets.ts';
export {
  drawVolleyballMatch,
  volleyballResultFromSeed,
  volleyballResultText,
  type VolleyballMatch,
} from './sports/volleyball/seeded-result.ts';

export {
  MIN_RUNNERS,
  placesPaid,
  racingModel,
  runnerCount,
  topThreeOrders,
  type RacingModel,
  type TopThree,
} from './sports/racing/model.ts';
export {
  racingFairMarkets,
  racingMarketSpecs,
  racingResultError,
  racingSelections,
  settleRacing,
  type RacingResult,
} from './sports/racing/markets.ts';
export { STRENGTH_SPREAD, drawForm, drawStrengths } from './sports/racing/field.ts';
export {
  drawRaceOrder,
  racingResultFromSeed,
  racingResultText,
  seededRace,
  type SeededRace,
} from './sports/racing/seeded-result.ts';
export { raceProgress, standingsAt, type RaceProgress } from './sports/racing/progress.ts';
export { raceName, raceNumberText, runnerSelectionText } from './sports/racing/race-name.ts';

export {
  DEFAULT_MARGINS,
  MAX_MARGIN_BASIS_POINTS,
  isMarginBasisPoints,
  marginTableError,
  type MarginTable,
} from './sports/margin/margins.ts';
export {
  IMPOSSIBLE,
  MAX_ODDS,
  MIN_ODDS,
  applyMargin,
  impliedMargin,
  oddsFromImplied,
  removeMargin,
  type PricedMarket,
  type PricedSelection,
} from './sports/margin/apply-margin.ts';

export {
  defaultMarketSpecs,
  eventFairMarkets,
  eventSelections,
  type EventModel,
  type FairMarketsOptions,
} from './sports/event/event-model.ts';
export { priceEvent, priceMarkets } from './sports/event/price-event.ts';
export {
  eventResultError,
  settleSelection,
  type EventResult,
} from './sports/event/settle-selection.ts';

export type { Coupon, CouponLeg, CouponType, LegState } from './sports/coupon/coupon.ts';
export { NO_SAME_EVENT, canCombine, type CombinationPolicy } from './sports/coupon/combinable.ts';
export {
  MAX_LEGS,
  MAX_LINES,
  couponLines,
  couponTypeError,
  lineCount,
} from './sports/coupon/lines.ts';
export {
  totalStake,
  validateCoupon,
  type CouponError,
  type CouponLimits,
} from './sports/coupon/validate-coupon.ts';
export {
  legFactor,
  linePayout,
  possiblePayout,
  settleCoupon,
  type CouponSettlement,
  type CouponStatus,
  type LineSettlement,
} from './sports/coupon/payout.ts';
export {
  CASH_OUT_ENUMERATION_LIMIT,
  cashOutValue,
  chancesFromOdds,
  type CashOutInput,
} from './sports/coupon/cash-out.ts';
