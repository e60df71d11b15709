import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withTransaction } from '../../../db/client.ts';
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
  studioRoute(api, '/fairness/client-seed', session, ({ auth, body }) =>
    withTransaction(deps.db, (tx) => setClientSeed(tx, auth.userId, body.clientSeed, deps.now())),
  );
  studioRoute(api, '/fairness/rotate', session, ({ auth }) =>
    withTransaction(deps.db, (tx) => rotateSeed(tx, auth.userId, deps.now())),
  );
}
