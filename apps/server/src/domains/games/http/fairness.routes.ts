import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentFairness, rotateSeed, setClientSeed } from '../fairness/fairness.service.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { gameSessionOf } from './studio-request.ts';
import { studioRoute } from './studio-route.ts';

/** The player's seeds: see the commitment, choose a client seed, reveal and renew. */
export function fairnessRoutes(api: FastifyInstance, deps: StudioDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);

  studioRoute(api, '/fairness', session, ({ auth }) =>
    currentFairness(deps.db, auth.userId, deps.now()),
  );
  studioRoute(
    api,
    '/fairness/client-seed',
    session,
    ({ auth, body, db }) => setClientSeed(db, auth.userId, body.clientSeed, deps.now()),
    { transaction: true },
  );
  studioRoute(
    api,
    '/fairness/rotate',
    session,
    ({ auth, db }) => rotateSeed(db, auth.userId, deps.now()),
    { transaction: true },
  );
}
