import type { StudioAction } from '@lale/contract/studio/requests';
import { publicView, type BlackjackAction, type BlackjackState } from '@lale/games/blackjack';

/** Action names on the wire, as the game page sends them. */
export const WIRE_ACTIONS = {
  hit: 'hit',
  stand: 'stand',
  double: 'double',
  split: 'split',
  insurance: 'acceptInsurance',
  'decline-insurance': 'declineInsurance',
} as const satisfies Record<StudioAction, BlackjackAction>;
export type WireAction = keyof typeof WIRE_ACTIONS;

const toWire = (action: BlackjackAction): WireAction | 'deal' =>
  (Object.keys(WIRE_ACTIONS) as WireAction[]).find((key) => WIRE_ACTIONS[key] === action) ?? 'deal';

/** What the player sees of a hand: no shoe, no hole card before the end, wire action names. */
export function presentHand(state: BlackjackState) {
  const view = publicView(state);
  return { ...view, legalActions: view.legalActions.map(toWire) };
}
export type PresentedHand = ReturnType<typeof presentHand>;
