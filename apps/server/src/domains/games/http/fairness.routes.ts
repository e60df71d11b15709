import type { FastifyInstance } from 'fastify';
import { withTransaction, type Db } from '../../../db/client.ts';
import { currentFairness, rotateSeed, setClientSeed } from '../fairness/fairness.service.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { gameSessionOf, parseBody } from './studio-request.ts';
import { clientSeedBody } from './schemas.ts';

/** The player's seeds: see the commitment, choose a client seed, reveal and renew. */
export function fairnessRoutes(api: FastifyInstance, deps: StudioDeps): void {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    withTransaction(deps.db, (inner) => work(inner));

  api.get('/fairness', async (request) => {
    const session = await gameSessionOf(deps, request);
    return currentFairness(deps.db, session.userId, deps.now());
  });

  api.post('/fairness/client-seed', async (request) => {
    const session = await gameSessionOf(deps, request);
    const { clientSeed } = parseBody(clientSeedBody, request.body);
    return inTransaction((tx) => setClientSeed(tx, session.userId, clientSeed, deps.now()));
  });

  api.post('/fairness/rotate', async (request) => {
    const session = await gameSessionOf(deps, request);
    return inTransaction((tx) => rotateSeed(tx, session.userId, deps.now()));
  });
}
