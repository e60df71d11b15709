import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actOnHand, currentHand, dealHand } from '../blackjack/blackjack.service.ts';
import { presentRound } from '../rounds/present-round.ts';
import type { RoundRow } from '../rounds/rounds.repository.ts';
import { spinRouletteRound } from '../roulette/roulette-spin.service.ts';
import { spinSlotRound } from '../slot/slot-spin.service.ts';
import { assertRegionAllows } from '../../responsible-gaming/api.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import {
  currentVideoPokerGame,
  dealVideoPokerGame,
  drawVideoPokerGame,
} from '../video-poker/video-poker.service.ts';
import { gameSessionOf } from './studio-request.ts';
import { studioRoute } from './studio-route.ts';

// A spin's round is settled before it is answered, so its balance after is known.
const roundReply = (row: RoundRow) => ({ round: presentRound(row), balance: row.balanceAfter! });

/** Slot and roulette spins, blackjack deal/action/current, video poker deal/draw/current. */
export function playRoutes(api: FastifyInstance, deps: StudioDeps): void {
  const session = (request: FastifyRequest) => gameSessionOf(deps, request);

  studioRoute(api, '/slot/spin', session, async ({ auth, body, request }) => {
    await assertRegionAllows(deps.db, { ip: request.ip, userId: auth.userId });
    return roundReply(await spinSlotRound(deps, auth, body));
  });
  studioRoute(api, '/roulette/spin', session, async ({ auth, body }) =>
    roundReply(await spinRouletteRound(deps, auth, body)),
  );
  studioRoute(api, '/blackjack/deal', session, ({ auth, body }) => dealHand(deps, auth, body));
  studioRoute(api, '/blackjack/action', session, ({ auth, body }) => actOnHand(deps, auth, body));
  studioRoute(api, '/blackjack/current', session, ({ auth }) => currentHand(deps, auth));
  studioRoute(api, '/video-poker/deal', session, ({ auth, body }) =>
    dealVideoPokerGame(deps, auth, body),
  );
  studioRoute(api, '/video-poker/draw', session, ({ auth, body }) =>
    drawVideoPokerGame(deps, auth, body),
  );
  studioRoute(api, '/video-poker/current', session, ({ auth }) =>
    currentVideoPokerGame(deps, auth),
  );
}
