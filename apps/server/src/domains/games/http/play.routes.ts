import type { FastifyInstance } from 'fastify';
import { actOnHand, currentHand, dealHand } from '../blackjack/blackjack.service.ts';
import { presentRound } from '../rounds/present-round.ts';
import type { RoundRow } from '../rounds/rounds.repository.ts';
import { spinRouletteRound } from '../roulette/roulette-spin.service.ts';
import { spinSlotRound } from '../slot/slot-spin.service.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { gameSessionOf, parseBody } from './studio-request.ts';
import { actionBody, dealBody, rouletteSpinBody, slotSpinBody } from './schemas.ts';

const roundReply = (row: RoundRow) => ({ round: presentRound(row), balance: row.balanceAfter });

/** Slot and roulette spins, blackjack deal/action/current. */
export function playRoutes(api: FastifyInstance, deps: StudioDeps): void {
  api.post('/slot/spin', async (request) => {
    const session = await gameSessionOf(deps, request);
    return roundReply(await spinSlotRound(deps, session, parseBody(slotSpinBody, request.body)));
  });

  api.post('/roulette/spin', async (request) => {
    const session = await gameSessionOf(deps, request);
    const body = parseBody(rouletteSpinBody, request.body);
    return roundReply(await spinRouletteRound(deps, session, body));
  });

  api.post('/blackjack/deal', async (request) => {
    const session = await gameSessionOf(deps, request);
    return dealHand(deps, session, parseBody(dealBody, request.body));
  });

  api.post('/blackjack/action', async (request) => {
    const session = await gameSessionOf(deps, request);
    return actOnHand(deps, session, parseBody(actionBody, request.body));
  });

  api.get('/blackjack/current', async (request) => {
    const session = await gameSessionOf(deps, request);
    return currentHand(deps, session);
  });
}
