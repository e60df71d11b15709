import { drawJackpot, MAX_SLOT_STAKE, slotGame, spinSlot } from '@lale/games/slots';
import { playRound } from '../rounds/play-round.ts';
import type { RoundRow } from '../rounds/rounds.repository.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { assertWithin, betLimits } from '../shared/bet-limits.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { refusals } from '../../../platform/refusal.ts';

/**
 * A paid slot round: base spin and every free spin it awards, then the jackpot draw, all from
 * the round's stream in the order packages/games documents (verifyRound replays it).
 */
export async function spinSlotRound(
  deps: StudioDeps,
  session: GameSession,
  input: { bet: number; requestId: string },
): Promise<RoundRow> {
  const game = slotGame(session.engineModel);
  if (session.engineId !== 'slot' || !game) throw refusals.conflict('wrong_game');
  assertWithin(input.bet, await betLimits(deps.db, session), MAX_SLOT_STAKE);
  return playRound(deps, {
    session,
    requestId: input.requestId,
    stake: input.bet,
    feedsJackpots: true,
    draw: (stream) => {
      const round = spinSlot(game.model, input.bet, stream);
      return { win: round.totalWin, outcome: { ...round }, jackpotPool: drawJackpot(stream) };
    },
  });
}
