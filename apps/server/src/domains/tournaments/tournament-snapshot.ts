import type { ParsedTopic } from '@lale/contract/live/topics';
import type { Db } from '../../db/client.ts';
import { leaderboardOf } from './leaderboard.ts';
import { tournamentsRepository as repo } from './tournaments.repository.ts';

/** A newcomer to `tournament:<id>` gets the leaderboard as it stands (null: no such one). */
export function tournamentSnapshot(db: Db) {
  return async (topic: ParsedTopic) => {
    if (topic.kind !== 'tournament' || !/^[0-9]{1,9}$/.test(topic.tournamentId)) return null;
    const tournament = await repo.byId(db, Number(topic.tournamentId));
    return tournament?.rules ? leaderboardOf(db, tournament) : null;
  };
}
