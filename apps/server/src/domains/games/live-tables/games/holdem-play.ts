import {
  dealCasinoHoldem,
  holdemShowdown,
  holdemView,
  settleHoldem,
  type HoldemDeal,
} from '@lale/games/casino-holdem';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { TablePlay } from './table-play.ts';

/**
 * Casino hold'em as a common draw: everyone plays the same cards against the dealer and
 * decides alone. The dealer's cards, turn and river stay hidden until the decision window
 * ends; a player who has not called by then folds.
 */
export const holdemPlay: TablePlay = {
  game: 'casino-holdem',
  deal(source, stakes) {
    const deal = dealCasinoHoldem(source);
    const anyAnte = stakes.some((stake) => stake.bets.game === 'casino-holdem' && stake.bets.bet);
    const result: LiveTableResult = { game: 'casino-holdem', cards: holdemView(deal, 'decision') };
    return { state: deal, result, turn: anyAnte ? { kind: 'call' } : null };
  },
  drawMs: (_result, timing) => timing.drawMs,
  timeout(state) {
    const deal = state as HoldemDeal;
    return {
      state: deal,
      result: { game: 'casino-holdem', cards: holdemView(deal, 'decision') },
      turn: null,
    };
  },
  finish(state, stakes) {
    const deal = state as HoldemDeal;
    const showdown = holdemShowdown(deal);
    const returns = new Map<string, number>();
    for (const stake of stakes) {
      if (stake.bets.game !== 'casino-holdem' || !stake.bets.bet) continue;
      const decision = stake.bets.decision === 'call' ? 'call' : 'fold';
      returns.set(stake.id, settleHoldem(stake.bets.bet, decision, showdown).totalReturn);
    }
    return {
      result: { game: 'casino-holdem', cards: holdemView(deal, 'showdown', showdown) },
      returns,
    };
  },
};
