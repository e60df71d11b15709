import {
  dealBaccarat,
  settleBaccaratBets,
  type BaccaratBetType,
  type BaccaratVariant,
} from '@lale/games/baccarat';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import { noDecisions, type TablePlay } from './table-play.ts';

/** Punto banco, a fresh 8-deck shoe per coup; the variant decides the banker's pay. */
export function baccaratPlay(variant: BaccaratVariant): TablePlay {
  return {
    game: 'baccarat',
    deal(source) {
      const result: LiveTableResult = { game: 'baccarat', coup: dealBaccarat(source) };
      return { state: result, result, turn: null };
    },
    drawMs: (_result, timing) => timing.drawMs,
    timeout: noDecisions,
    finish(state, stakes) {
      const result = state as Extract<LiveTableResult, { game: 'baccarat' }>;
      const returns = new Map<string, number>();
      for (const stake of stakes) {
        if (stake.bets.game !== 'baccarat') continue;
        const bets = stake.bets.bets.map((bet) => ({
          type: bet.type as BaccaratBetType,
          amount: bet.amount,
        }));
        returns.set(stake.id, settleBaccaratBets(bets, result.coup, variant).totalReturn);
      }
      return { result, returns };
    },
  };
}
