import type { BaccaratCoup } from '@lale/games/baccarat/coup';
import { baccaratTotal } from '@lale/games/baccarat/cards';

export interface DealtHands {
  player: number[];
  banker: number[];
  /** Totals of the cards face up so far. */
  playerTotal: number;
  bankerTotal: number;
  /** Every card of the coup is on the table. */
  complete: boolean;
}

/** The dealer's order: player, banker, player, banker, then the third cards as drawn. */
export function dealingOrder(coup: BaccaratCoup): { hand: 'player' | 'banker'; card: number }[] {
  const order: { hand: 'player' | 'banker'; card: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const player = coup.playerCards[i];
    const banker = coup.bankerCards[i];
    if (player !== undefined) order.push({ hand: 'player', card: player });
    if (banker !== undefined) order.push({ hand: 'banker', card: banker });
  }
  return order;
}

/** Time between two cards: the coup's cards spread over the draw, with a beat before the first. */
export function cardStepMs(coup: BaccaratCoup, drawMs: number): number {
  return Math.min(1600, drawMs / (dealingOrder(coup).length + 1));
}

/** The cards face up `elapsedMs` into the draw: one more every step. */
export function dealtAt(coup: BaccaratCoup, drawMs: number, elapsedMs: number): DealtHands {
  const order = dealingOrder(coup);
  const shown = Math.min(order.length, Math.floor(elapsedMs / cardStepMs(coup, drawMs)));
  const player = order
    .slice(0, shown)
    .filter((c) => c.hand === 'player')
    .map((c) => c.card);
  const banker = order
    .slice(0, shown)
    .filter((c) => c.hand === 'banker')
    .map((c) => c.card);
  return {
    player,
    banker,
    playerTotal: baccaratTotal(player),
    bankerTotal: baccaratTotal(banker),
    complete: shown === order.length,
  };
}
