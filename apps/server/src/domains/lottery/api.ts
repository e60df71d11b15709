/**
 * The new-year lottery (README.md beside this file): tickets and draws for players, the
 * leader's draw schedule, and the operator's controls.
 */
export { LOTTERY_SCHEDULE } from './lottery-schedule.ts';
export { drawWinningSerials } from './draw.ts';
export { runDraw } from './run-draw.ts';
export {
  controlLottery,
  createLottery,
  listLotteriesForOperator,
  previewLottery,
  searchTicketsForOperator,
} from './lottery-operator.ts';
export { seedLottery } from './seed-lottery.ts';
/** Its registration with the composition (domain.ts): handlers, routes, topics, schedules. */
export { lotteryDomain } from './domain.ts';
