/**
 * What the in-house studio offers the composition: its registration (domain.ts: the game API,
 * the crash, bingo, Bet On Games and live-table rooms with their schedules, live snapshots and
 * lobby status, the sweeps and the high-earnings feed) and the live tables' timing.
 */
export type { TimingOverrides as LiveTableTimingOverrides } from './live-tables/table-timing.ts';
export { gamesDomain, type GamesDomain } from './domain.ts';
