/**
 * What the in-house studio offers the composition: its game API, the crash rooms (their
 * schedules and live snapshots) and the high-earnings feed.
 */
export { registerGamesApi } from './http/register-games-api.ts';
export { buildCrashModule, type CrashModule } from './crash/crash-module.ts';
export { idleHandsSchedule } from './blackjack/idle-hand-sweep.ts';
export { BIG_WINS_TOPIC, recentBigWins } from './feed/big-wins.ts';
export { gamesHandlers } from './rpc/games.handlers.ts';
