import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cashOutCrashBet,
  crashHistory,
  crashState,
  placeCrashBet,
  type CrashPlayDeps,
} from '../crash/crash-play.service.ts';
import { gameSessionOf } from './studio-request.ts';
import { studioRoute } from './studio-route.ts';

/** The crash games' routes: state, bet, cash-out and the player's own bets. */
export function crashRoutes(api: FastifyInstance, deps: CrashPlayDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);
  studioRoute(api, '/crash/state', session, ({ auth }) => crashState(deps, auth));
  studioRoute(api, '/crash/bet', session, ({ auth, body }) => placeCrashBet(deps, auth, body));
  studioRoute(api, '/crash/cashout', session, ({ auth, body }) =>
    cashOutCrashBet(deps, auth, body),
  );
  studioRoute(api, '/crash/history', session, ({ auth, query }) =>
    crashHistory(deps, auth, query.limit),
  );
}
