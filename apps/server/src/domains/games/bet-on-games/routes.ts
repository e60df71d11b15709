import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameSessionOf } from '../http/studio-request.ts';
import { studioRoute } from '../http/studio-route.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { betOnGamesHistory, betOnGamesState, placeBetOnGames } from './play.service.ts';

/** Bet On Games' routes: the draw as revealed, a slip of picks, the player's bets. */
export function betOnGamesRoutes(api: FastifyInstance, deps: StudioDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);
  studioRoute(api, '/bet-on-games/state', session, ({ auth }) => betOnGamesState(deps, auth));
  studioRoute(api, '/bet-on-games/bet', session, ({ auth, body }) =>
    placeBetOnGames(deps, auth, body),
  );
  studioRoute(api, '/bet-on-games/history', session, ({ auth, query }) =>
    betOnGamesHistory(deps, auth, query.limit),
  );
}
