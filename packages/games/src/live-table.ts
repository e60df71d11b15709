// Browser-safe: what every live table shares (schedule, limits, round seeds).
export { checkTableLimits, type LimitError, type TableLimits } from './live-table/limits.ts';
export { liveRoundSource, type LiveRoundSeeds } from './live-table/round-seeds.ts';
export {
  phaseAt,
  roundCycleMs,
  type TablePhase,
  type TableSchedule,
} from './live-table/schedule.ts';
