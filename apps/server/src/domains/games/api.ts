/**
 * What the in-house studio offers the composition: its game API, the crash rooms and the live
 * tables' rooms (their schedules, live snapshots and lobby status) and the high-earnings feed.
 */
export { registerGamesApi } from './http/register-games-api.ts';
export { buildCrashModule, type CrashModule } from './crash/crash-module.ts';
export { buildBingoModule, type BingoModule } from './bingo/bingo-module.ts';
export { buildLiveTablesModule, type LiveTablesModule } from './live-tables/live-tables-module.ts';
export type { TimingOverrides as LiveTableTimingOverrides } from './live-tables/table-timing.ts';
export { idleHandsSchedule } from './blackjack/idle-hand-sweep.ts';
export { idleDealsSchedule } from './video-poker/idle-deal-sweep.ts';
export {
  betOnGamesSchedule,
  betOnGamesSnapshot,
  betOnGamesTimingFromEnv,
} from './bet-on-games/api.ts';
export { BIG_WINS_TOPIC, recentBigWins } from './feed/big-wins.ts';
export { gamesHandlers } from './rpc/games.handlers.ts';
