import { tournamentTopic } from '@lale/contract/live/topics';
import type { Schedule } from '../../platform/scheduler/scheduler.ts';
import { leaderboardOf } from './leaderboard.ts';
import { settleTournament } from './settle.ts';
import { tournamentsRepository as repo } from './tournaments.repository.ts';

export const TOURNAMENTS_SCHEDULE = 'tournaments';

/**
 * The leader's work for tournaments, every second: pays the prizes of those that ended
 * (settle.ts), and publishes a leaderboard on `tournament:<id>` whenever it differs from the
 * one last published (the scores themselves move in the database, with the money).
 */
export function tournamentsSchedule(deps: {
  publish: (topic: string, payload: unknown) => Promise<unknown>;
  everyMs?: number;
}): Schedule {
  const published = new Map<number, string>();
  return {
    name: TOURNAMENTS_SCHEDULE,
    everyMs: deps.everyMs ?? 1_000,
    async step({ db, now, tookOver }) {
      if (tookOver) published.clear();
      for (const live of await repo.live(db, now)) {
        if (!live.settled && !live.paused && live.endsAt.getTime() <= now.getTime())
          await settleTournament(db, live.id, now);
        const tournament = await repo.byId(db, live.id);
        if (!tournament) continue;
        const board = await leaderboardOf(db, tournament);
        const text = JSON.stringify(board);
        if (published.get(live.id) === text) continue;
        published.set(live.id, text);
        await deps.publish(tournamentTopic(live.id), board);
      }
    },
  };
}
