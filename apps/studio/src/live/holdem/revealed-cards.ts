import type { HoldemView } from '@lale/games/casino-holdem/view';

/** A place on the felt: a card face up, a card face down, or nothing dealt yet. */
export type CardSlot = number | 'back' | null;

export interface HoldemTableCards {
  player: CardSlot[];
  dealer: CardSlot[];
  /** Flop, turn, river. */
  board: CardSlot[];
  /** Both hands are shown and may be named. */
  showdown: boolean;
}

/** Cards dealt face up one by one in the draw: the player's two, then the flop. */
const DRAW_STEP_MS = 700;
/** At the result: the turn, the river, then the dealer's two cards, each after the last. */
const RESULT_STEP_MS = 900;

const slot = (card: number | undefined, shown: boolean): CardSlot =>
  card === undefined ? null : shown ? card : null;

/**
 * What the felt shows `elapsedMs` into the phase. The draw deals the player's cards, the
 * dealer's face down and the flop; while players decide all of those lie still; the result
 * turns the turn and river, then the dealer's hand.
 */
export function holdemCardsAt(
  view: HoldemView,
  phase: 'draw' | 'decision' | 'result',
  elapsedMs: number,
): HoldemTableCards {
  if (view.stage === 'decision' || phase !== 'result') {
    const shown =
      phase === 'draw' ? Math.floor(elapsedMs / DRAW_STEP_MS) : Number.POSITIVE_INFINITY;
    return {
      player: view.player.map((card, i) => slot(card, shown > i)),
      dealer: [shown > 2 ? 'back' : null, shown > 2 ? 'back' : null],
      board: [0, 1, 2, 3, 4].map((i) => slot(view.board[i], i < 3 && shown > i + 3)),
      showdown: false,
    };
  }
  const step = Math.floor(elapsedMs / RESULT_STEP_MS);
  const dealer = view.dealer ?? [];
  return {
    player: [...view.player],
    dealer: [0, 1].map((i) => (step > 2 + i ? (dealer[i] ?? 'back') : 'back')),
    board: [0, 1, 2, 3, 4].map((i) => slot(view.board[i], i < 3 || step > i - 3)),
    showdown: step > 3,
  };
}
