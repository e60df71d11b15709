import type { FastifyInstance } from 'fastify';
import { presentRound } from '../rounds/present-round.ts';
import { rounds } from '../rounds/rounds.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { StudioError } from '../shared/studio-messages.ts';
import { gameSessionOf } from './studio-request.ts';
import { roundsQuery } from './schemas.ts';

/** The in-game recall: the player's last rounds in this game, newest first. */
export function roundsRoutes(api: FastifyInstance, deps: StudioDeps): void {
  api.get('/rounds', async (request) => {
    const session = await gameSessionOf(deps, request);
    const query = roundsQuery.safeParse(request.query ?? {});
    if (!query.success) throw new StudioError('invalid_request', 400);
    const rows = await rounds.recent(deps.db, session.userId, session.gameKey, query.data.limit);
    return { rounds: rows.map(presentRound) };
  });
}
