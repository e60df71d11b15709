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
import { assertRegionAllows } from '../../responsible-gaming/api.ts';
import { gameSessionOf } from './studio-request.ts';
import { studioRoute } from './studio-route.ts';

/** The live tables' routes: the room's state, bets, blackjack seats and moves, hold'em, chat. */
export function liveTablesRoutes(api: FastifyInstance, deps: LivePlayDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);
  // A stake (a bet, a seat, a bet behind, insurance taken, a double or split, hold'em's call) is
  // live casino, refused in and to northern Cyprus (SPEC §1); the room, chat, clearing and the
  // moves that stake nothing (stand, hit, fold, insurance declined) stay open, so that a hand
  // already in play can end.
  const stakingIf =
    (stakes: (body: Record<string, unknown>) => boolean) => async (request: FastifyRequest) => {
      const auth = await session(request);
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      if (stakes(body as Record<string, unknown>))
        await assertRegionAllows(deps.db, { ip: request.ip, userId: auth.userId });
      return auth;
    };
  const staking = stakingIf(() => true);
  studioRoute(api, '/live/state', session, ({ auth }) => liveState(deps, auth));
  studioRoute(api, '/live/bets', staking, ({ auth, body }) => placeLiveBets(deps, auth, body));
  studioRoute(api, '/live/bets/clear', session, ({ auth, body }) =>
    clearLiveBets(deps, auth, body),
  );
  studioRoute(api, '/live/blackjack/seat', staking, ({ auth, body }) =>
    takeLiveSeat(deps, auth, body),
  );
  studioRoute(api, '/live/blackjack/behind', staking, ({ auth, body }) =>
    betBehindSeat(deps, auth, body),
  );
  studioRoute(
    api,
    '/live/blackjack/insurance',
    stakingIf((b) => b.accept === true),
    ({ auth, body }) => answerInsurance(deps, auth, body),
  );
  studioRoute(
    api,
    '/live/blackjack/action',
    stakingIf((b) => b.action === 'double' || b.action === 'split'),
    ({ auth, body }) => playSeat(deps, auth, body),
  );
  studioRoute(
    api,
    '/live/holdem/decision',
    stakingIf((b) => b.decision === 'call'),
    ({ auth, body }) => decideHoldem(deps, auth, body),
  );
  studioRoute(api, '/live/chat', session, ({ auth, body }) => sayAtTable(deps, auth, body));
  studioRoute(api, '/live/history', session, ({ auth, query }) =>
    liveHistory(deps, auth, query.limit),
  );
}
