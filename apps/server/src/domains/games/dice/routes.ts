import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameSessionOf } from '../http/studio-request.ts';
import { studioRoute } from '../http/studio-route.ts';
import { diceHistory, diceState, placeDiceBet, type DicePlayDeps } from './play.service.ts';

/** The dice room's routes: the round as it stands, a bet, the player's bets. */
export function diceRoutes(api: FastifyInstance, deps: DicePlayDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);
  studioRoute(api, '/dice/state', session, ({ auth }) => diceState(deps, auth));
  studioRoute(api, '/dice/bet', session, ({ auth, body }) => placeDiceBet(deps, auth, body));
  studioRoute(api, '/dice/history', session, ({ auth, query }) =>
    diceHistory(deps, auth, query.limit),
  );
}
