import {
  drawLiveRoulette,
  settleLiveRoulette,
  validateRouletteBet,
  type CoveredBet,
  type RouletteBet,
} from '@lale/games/live-roulette';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { LiveOwnBets } from '@lale/contract/live-tables/replies';
import { noDecisions, type TablePlay } from './table-play.ts';

type RouletteChip = Extract<LiveOwnBets, { game: 'roulette' }>['bets'][number];

/** A chip as the engine takes it: null when the layout refuses it. */
export function coverRouletteChip(chip: RouletteChip): CoveredBet | null {
  const { type, selection, amount } = chip;
  const bet = (
    Array.isArray(selection)
      ? { type, numbers: selection, amount }
      : typeof selection === 'number'
        ? { type, index: selection, amount }
        : { type, amount }
  ) as RouletteBet;
  const checked = validateRouletteBet(bet);
  return checked.ok ? checked.bet : null;
}

/** European roulette (and its automatic wheel): one pocket for every player's chips. */
export const roulettePlay: TablePlay = {
  game: 'roulette',
  deal(source) {
    const { pocket, color } = drawLiveRoulette(source);
    const result: LiveTableResult = { game: 'roulette', pocket, color };
    return { state: result, result, turn: null };
  },
  drawMs: (_result, timing) => timing.drawMs,
  timeout: noDecisions,
  finish(state, stakes) {
    const result = state as Extract<LiveTableResult, { game: 'roulette' }>;
    const returns = new Map<string, number>();
    for (const stake of stakes) {
      if (stake.bets.game !== 'roulette') continue;
      const covered = stake.bets.bets.map((chip) => coverRouletteChip(chip)!);
      const settled = settleLiveRoulette(covered, { pocket: result.pocket, color: result.color });
      returns.set(stake.id, settled.totalReturn);
    }
    return { result, returns };
  },
};
