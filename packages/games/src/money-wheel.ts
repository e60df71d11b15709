// Browser-safe: the Dream Catcher style money wheel for the live game-show tables.
export {
  DEFAULT_MAX_WIN,
  MAX_MONEY_WHEEL_BET,
  validateMoneyWheelBet,
  type MoneyWheelBet,
  type MoneyWheelBetError,
  type MoneyWheelBetValidation,
} from './money-wheel/bets.ts';
export { moneyWheelOdds, moneyWheelTable, type MoneyWheelOdds } from './money-wheel/odds.ts';
export { MONEY_WHEEL_SCHEDULE } from './money-wheel/schedule.ts';
export {
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  segmentCount,
  type WheelMultiplier,
  type WheelNumber,
  type WheelSegment,
} from './money-wheel/segments.ts';
export {
  moneyWheelBetReturn,
  settleMoneyWheelBets,
  type MoneyWheelSettlement,
} from './money-wheel/settle.ts';
export { spinMoneyWheel, type MoneyWheelResult } from './money-wheel/spin.ts';
