export { betOnGamesRoutes } from './routes.ts';
export { betOnGamesSchedule } from './schedule.ts';
export { betOnGamesTimingFromEnv, betOnGamesTiming } from './timing.ts';
export { betOnGamesSnapshot } from './snapshot.ts';
