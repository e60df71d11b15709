const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export type Rank = (typeof RANKS)[number];

/** Cards of the given ranks, suits cycling so no two equal ranks are the same card. */
export function cards(ranks: readonly Rank[]): number[] {
  return ranks.map((rank, index) => RANKS.indexOf(rank) + 13 * (index % 4) + 52 * (index % 8));
}
