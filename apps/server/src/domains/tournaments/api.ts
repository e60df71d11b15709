/**
 * Tournaments (README.md beside this file): getTournaments and the tournament methods, the
 * leader's schedule that publishes leaderboards and pays prizes, and the operator's controls.
 */
export { TOURNAMENTS_SCHEDULE } from './tournaments-schedule.ts';
export { leaderboardOf } from './leaderboard.ts';
export { tournamentsRepository } from './tournaments.repository.ts';
export { settleTournament } from './settle.ts';
export {
  controlTournament,
  createTournament,
  listTournamentsForOperator,
  previewTournament,
  tournamentBoardForOperator,
} from './tournaments-operator.ts';
export { seedTournamentRules } from './seed-tournament-rules.ts';
export { tournamentLaunchStake, tournamentsCountingGame } from './stake-rules.ts';
/** Its registration with the composition (domain.ts): handlers, routes, topics, schedules. */
export { tournamentsDomain } from './domain.ts';
