import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearLiveBets, placeLiveBets } from '../live-tables/live-bets.service.ts';
import {
  answerInsurance,
  betBehindSeat,
  playSeat,
  takeLiveSeat,
} from '../live-tables/live-blackjack.service.ts';
import { sayAtTable } from '../live-tables/live-chat.service.ts';
import { decideHoldem } from '../live-tables/live-holdem.service.ts';
import type { LivePlayDeps } from '../live-tables/live-play.ts';
import { liveHistory, liveState } from '../live-tables/live-state.service.ts';
import { gameSessionOf } from './studio-request.ts';
import { studioRoute } from './studio-route.ts';

/** The live tables' routes: the room's state, bets, blackjack seats and moves, hold'em, chat. */
export function liveTablesRoutes(api: FastifyInstance, deps: LivePlayDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);
  studioRoute(api, '/live/state', session, ({ auth }) => liveState(deps, auth));
  studioRoute(api, '/live/bets', session, ({ auth, body }) => placeLiveBets(deps, auth, body));
  studioRoute(api, '/live/bets/clear', session, ({ auth, body }) =>
    clearLiveBets(deps, auth, body),
  );
  studioRoute(api, '/live/blackjack/seat', session, ({ auth, body }) =>
    takeLiveSeat(deps, auth, body),
  );
  studioRoute(api, '/live/blackjack/behind', session, ({ auth, body }) =>
    betBehindSeat(deps, auth, body),
  );
  studioRoute(api, '/live/blackjack/insurance', session, ({ auth, body }) =>
    answerInsurance(deps, auth, body),
  );
  studioRoute(api, '/live/blackjack/action', session, ({ auth, body }) =>
    playSeat(deps, auth, body),
  );
  studioRoute(api, '/live/holdem/decision', session, ({ auth, body }) =>
    decideHoldem(deps, auth, body),
  );
  studioRoute(api, '/live/chat', session, ({ auth, body }) => sayAtTable(deps, auth, body));
  studioRoute(api, '/live/history', session, ({ auth, query }) =>
    liveHistory(deps, auth, query.limit),
  );
}
