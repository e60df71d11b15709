import type { StreamBuilder } from '../stream.ts';

/**
 * Pushes a card order's Lehmer digits: for the i-th card dealt, how many of the cards not yet
 * dealt are lower than it, a value in [0, deckSize − i). An order is uniform over all orders
 * exactly when these digits are independent and each is uniform on its range, so the battery
 * tests a shuffle through them. `cards` may be the first cards of the order only (what a game
 * deals); the last card of a whole deck, whose digit is always 0, is left out.
 */
export function pushLehmerDigits(
  builder: StreamBuilder,
  cards: readonly number[],
  deckSize: number,
): void {
  // Fenwick tree of the cards still in the deck: how many below a card in O(log n).
  const tree = new Int32Array(deckSize + 1);
  for (let i = 1; i <= deckSize; i++) {
    tree[i]! += 1;
    const parent = i + (i & -i);
    if (parent <= deckSize) tree[parent]! += tree[i]!;
  }
  const dealt = Math.min(cards.length, deckSize - 1);
  for (let i = 0; i < dealt; i++) {
    const card = cards[i]!;
    let below = 0;
    for (let j = card; j > 0; j -= j & -j) below += tree[j]!;
    for (let j = card + 1; j <= deckSize; j += j & -j) tree[j]! -= 1;
    builder.push(builder.uniform(deckSize - i), below);
  }
}
