import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameSessionOf } from '../http/studio-request.ts';
import { studioRoute } from '../http/studio-route.ts';
import {
  bingoRooms,
  bingoState,
  buyBingoTickets,
  sayInBingoRoom,
  type BingoPlayDeps,
} from './bingo-play.service.ts';

/** Bingo's routes: the lobby, a room's state, buying tickets and the room's chat. */
export function bingoRoutes(api: FastifyInstance, deps: BingoPlayDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);
  studioRoute(api, '/bingo/rooms', session, ({ auth }) => bingoRooms(deps, auth));
  studioRoute(api, '/bingo/state', session, ({ auth, query }) =>
    bingoState(deps, auth, query.room),
  );
  studioRoute(api, '/bingo/buy', session, ({ auth, body }) => buyBingoTickets(deps, auth, body));
  studioRoute(api, '/bingo/chat', session, ({ auth, body }) => sayInBingoRoom(deps, auth, body));
}
