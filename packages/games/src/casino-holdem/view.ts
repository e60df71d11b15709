import type { HoldemDeal } from './deal.ts';
import type { HoldemShowdown } from './showdown.ts';

export type HoldemStage = 'decision' | 'showdown';

export interface HoldemView {
  stage: HoldemStage;
  player: [number, number];
  /** The flop while players decide; all five cards at the showdown. */
  board: number[];
  /** Hidden (null) until the showdown. */
  dealer: [number, number] | null;
  showdown: HoldemShowdown | null;
}

/**
 * What the table may see: the whole deal is drawn before play, so the dealer's cards, the
 * turn and the river stay out of every message until the decision window has closed.
 */
export function holdemView(
  deal: HoldemDeal,
  stage: HoldemStage,
  showdown: HoldemShowdown | null = null,
): HoldemView {
  if (stage === 'decision') {
    return {
      stage,
      player: [...deal.player],
      board: deal.board.slice(0, 3),
      dealer: null,
      showdown: null,
    };
  }
  return {
    stage,
    player: [...deal.player],
    board: [...deal.board],
    dealer: [...deal.dealer],
    showdown,
  };
}
