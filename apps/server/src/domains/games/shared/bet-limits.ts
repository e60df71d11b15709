import type { Db } from '../../../db/client.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { findCatalogueGame } from './catalogue-game.ts';
import { refusals } from '../../../platform/refusal.ts';

export interface BetLimits {
  minBet: number;
  maxBet: number;
}

/** The launched game's stake limits, read fresh: a game disabled meanwhile plays no more. */
export async function betLimits(db: Db, session: GameSession): Promise<BetLimits> {
  const game = await findCatalogueGame(db, session.launchKind, session.catalogueId, session.lang);
  if (!game) throw refusals.notFound('engine_unavailable');
  return { minBet: game.minBet, maxBet: game.maxBet };
}

export function assertWithin(
  amount: number,
  limits: BetLimits,
  ceiling = Number.MAX_SAFE_INTEGER,
): void {
  if (amount < limits.minBet || amount > limits.maxBet || amount > ceiling)
    throw refusals.invalid(undefined, 'bet_out_of_range');
}
