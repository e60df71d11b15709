import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { tournamentsHandlers } from './rpc/tournaments.handlers.ts';
import { tournamentSnapshot } from './tournament-snapshot.ts';
import { tournamentsSchedule } from './tournaments-schedule.ts';

/** Tournaments: their methods, `tournament:<id>` snapshots, and the leaderboards and prizes schedule. */
export function tournamentsDomain(platform: Platform): DomainModule {
  return {
    name: 'tournaments',
    handlers: tournamentsHandlers(platform.now),
    topics: (hub) => hub.provideSnapshots('tournament', tournamentSnapshot(platform.db)),
    schedules: () => [tournamentsSchedule({ publish: platform.publish })],
  };
}
