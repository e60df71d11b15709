import {
  pocketColor,
  settleRouletteBets,
  spinRoulette,
  validateRouletteBet,
  type CoveredBet,
  type RouletteBet,
} from '@lale/games/roulette';
import { playRound } from '../rounds/play-round.ts';
import type { RoundRow } from '../rounds/rounds.repository.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { assertWithin, betLimits } from '../shared/bet-limits.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { refusals } from '../../../platform/refusal.ts';

/** A placement on the wire: `selection` is the numbers of an inside bet or a column/dozen index. */
export interface WireRouletteBet {
  type: string;
  selection?: number[] | number | null | undefined;
  amount: number;
}

function toEngineBet(bet: WireRouletteBet): RouletteBet {
  const { type, selection, amount } = bet;
  if (Array.isArray(selection)) return { type, numbers: selection, amount } as RouletteBet;
  if (typeof selection === 'number') return { type, index: selection, amount } as RouletteBet;
  return { type, amount } as RouletteBet;
}

function cover(bet: WireRouletteBet): CoveredBet {
  const checked = validateRouletteBet(toEngineBet(bet));
  if (!checked.ok) throw refusals.invalid(undefined, 'invalid_bet');
  return checked.bet;
}

/** One spin of European roulette over the player's bets: each bet at least the table minimum. */
export async function spinRouletteRound(
  deps: StudioDeps,
  session: GameSession,
  input: { bets: WireRouletteBet[]; requestId: string },
): Promise<RoundRow> {
  if (session.engineId !== 'roulette') throw refusals.conflict('wrong_game');
  const covered = input.bets.map(cover);
  const limits = await betLimits(deps.db, session);
  const total = covered.reduce((sum, bet) => sum + bet.amount, 0);
  for (const bet of covered)
    assertWithin(bet.amount, { minBet: limits.minBet, maxBet: limits.maxBet });
  assertWithin(total, { minBet: limits.minBet, maxBet: limits.maxBet });
  return playRound(deps, {
    session,
    requestId: input.requestId,
    stake: total,
    feedsJackpots: false,
    draw: (stream) => {
      const pocket = spinRoulette(stream);
      const settled = settleRouletteBets(covered, pocket);
      const bets = input.bets.map((bet, i) => ({
        type: bet.type,
        selection: bet.selection ?? null,
        amount: bet.amount,
        return: settled.returns[i]!,
      }));
      return {
        win: settled.totalReturn,
        outcome: {
          pocket,
          color: pocketColor(pocket),
          bets,
          wins: bets.filter((b) => b.return > 0),
        },
      };
    },
  });
}
