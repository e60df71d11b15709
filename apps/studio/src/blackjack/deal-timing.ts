import type { HandView } from './wire.ts';

/** Seconds between two cards leaving the shoe. */
export const DEAL_GAP = 0.28;
/** How long one card takes from the shoe to its place (playing-card.css). */
export const DEAL_FLIGHT = 0.35;

/** Where a card lies: the dealer's row or a player's hand, and its place in it. */
export interface CardPlace {
  row: 'dealer' | number;
  index: number;
}

export interface DealPlan {
  /** Seconds after the reply each newly shown card starts its flight; cards already shown: none. */
  delays: Map<string, number>;
  /** The dealer's hole card turns over in this reply. */
  flipsHole: boolean;
  /** Seconds until the last card lies still: the result is told then. */
  settlesAfter: number;
}

export const placeKey = (place: CardPlace) => `${place.row}:${place.index}`;

/** Every card on the table, keyed by place, in the order a dealer deals them. */
function dealtOrder(view: HandView): CardPlace[] {
  const player = view.hands.flatMap((hand, row) =>
    hand.cards.map((_, index) => ({ row, index }) as CardPlace),
  );
  const dealer = view.dealerCards.map((_, index) => ({ row: 'dealer', index }) as CardPlace);
  // The hole card lies face down beside the up card until the hand settles.
  if (view.dealerCards.length === 1 && view.phase !== 'settled')
    dealer.push({ row: 'dealer', index: 1 });
  // The opening deal alternates: player, dealer, player, (hole card); later cards follow.
  const opening: CardPlace[] = [];
  if (player[0]) opening.push(player[0]);
  if (dealer[0]) opening.push(dealer[0]);
  if (player[1] && view.hands.length === 1) opening.push(player[1]);
  if (dealer[1]) opening.push(dealer[1]);
  const rest = [...player, ...dealer].filter(
    (place) => !opening.some((o) => placeKey(o) === placeKey(place)),
  );
  return [...opening, ...rest];
}

/**
 * Which cards of `next` are new since `previous` and when each leaves the shoe: a fresh deal
 * staggers its cards, a hit flies one card, a settled hand turns the hole card then deals the
 * dealer's draws. Under reduced motion nothing waits.
 */
export function planDeal(previous: HandView | null, next: HandView, reduced: boolean): DealPlan {
  const fresh = previous === null || previous.phase === 'settled' || previous.phase === 'ready';
  const before = new Set(fresh ? [] : dealtOrder(previous).map(placeKey));
  const hadHole = !fresh && previous.dealerCards.length === 1 && previous.phase !== 'settled';
  // The hole card was on the table face down: it turns over where it lies, then the dealer draws.
  const flipsHole = hadHole && next.dealerCards.length > 1;
  const delays = new Map<string, number>();
  let at = flipsHole ? DEAL_GAP * 1.5 : 0;
  for (const place of dealtOrder(next)) {
    const key = placeKey(place);
    if (before.has(key)) continue;
    delays.set(key, reduced ? 0 : at);
    at += DEAL_GAP;
  }
  const settlesAfter =
    reduced || (delays.size === 0 && !flipsHole) ? 0 : Math.max(at - DEAL_GAP, 0) + DEAL_FLIGHT;
  return { delays, flipsHole, settlesAfter: Math.max(0, settlesAfter) };
}
