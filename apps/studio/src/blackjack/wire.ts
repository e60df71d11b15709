import type { StudioAction } from '@lale/contract/studio/requests';
import type { BlackjackPublicView } from '@lale/games/blackjack/public-view';

/** The action endpoint's names; the engine's own names map onto them. */
const ENGINE_TO_WIRE: Record<string, StudioAction> = {
  hit: 'hit',
  stand: 'stand',
  double: 'double',
  split: 'split',
  acceptInsurance: 'insurance',
  declineInsurance: 'decline-insurance',
  insurance: 'insurance',
  'decline-insurance': 'decline-insurance',
};

/** A hand as the server sends it: the public view, its legal actions in wire names. */
export type HandView = Omit<BlackjackPublicView, 'legalActions'> & { legalActions: string[] };

export function wireAction(action: string): string {
  return ENGINE_TO_WIRE[action] ?? action;
}

/** Buttons the player may press now, in wire names: the legal actions minus "deal". */
export function playerActions(view: HandView | null): StudioAction[] {
  if (!view || view.phase === 'settled') return [];
  return view.legalActions.flatMap((action) => ENGINE_TO_WIRE[action] ?? []);
}

/** A hand that is still being played; a settled one or none lets the player deal again. */
export function handInPlay(view: HandView | null): boolean {
  return view !== null && view.phase !== 'settled' && view.phase !== 'ready';
}
