import type { FastifyInstance } from 'fastify';
import { presentRound } from '../rounds/present-round.ts';
import { rounds } from '../rounds/rounds.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { gameSessionOf } from './studio-request.ts';
import { studioRoute } from './studio-route.ts';

/** The in-game recall: the player's last rounds in this game, newest first. */
export function roundsRoutes(api: FastifyInstance, deps: StudioDeps): void {
  studioRoute(
    api,
    '/rounds',
    (request) => gameSessionOf(deps, request),
    async ({ auth, query }) => {
      const rows = await rounds.recent(deps.db, auth.userId, auth.gameKey, query.limit);
      return { rounds: rows.map(presentRound) };
    },
  );
}
