import { handTotal, isTwoCardTwentyOne } from './cards.ts';
import { IllegalBlackjackActionError } from './errors.ts';
import { totalWagered, type BlackjackState, type PlayerHand } from './state.ts';

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface HandSettlement {
  bet: number;
  outcome: HandOutcome;
  /** Minor units paid back, stake included. */
  returned: number;
}

export interface BlackjackSettlement {
  hands: HandSettlement[];
  insuranceBet: number;
  insuranceReturned: number;
  totalWagered: number;
  totalReturned: number;
}

/** 3:2 on a blackjack, floored to whole minor units when the bet is odd. */
function blackjackWinnings(bet: number): number {
  return Math.floor((bet * 3) / 2);
}

function settleHand(hand: PlayerHand, state: BlackjackState): HandSettlement {
  const player = handTotal(hand.cards).total;
  const dealer = handTotal(state.dealerCards).total;
  const dealerBlackjack = isTwoCardTwentyOne(state.dealerCards);
  const playerBlackjack = state.hands.length === 1 && isTwoCardTwentyOne(hand.cards);
  const result = (outcome: HandOutcome, returned: number): HandSettlement => ({
    bet: hand.bet,
    outcome,
    returned,
  });
  if (playerBlackjack && dealerBlackjack) return result('push', hand.bet);
  if (playerBlackjack) return result('blackjack', hand.bet + blackjackWinnings(hand.bet));
  if (player > 21) return result('bust', 0);
  if (dealerBlackjack) return result('lose', 0);
  if (dealer > 21 || player > dealer) return result('win', hand.bet * 2);
  return player === dealer ? result('push', hand.bet) : result('lose', 0);
}

/** What a settled hand pays back, in minor units. */
export function settle(state: BlackjackState): BlackjackSettlement {
  if (state.phase !== 'settled') throw new IllegalBlackjackActionError('settle', state.phase);
  const hands = state.hands.map((hand) => settleHand(hand, state));
  const insuranceReturned = isTwoCardTwentyOne(state.dealerCards) ? state.insuranceBet * 3 : 0;
  return {
    hands,
    insuranceBet: state.insuranceBet,
    insuranceReturned,
    totalWagered: totalWagered(state),
    totalReturned: hands.reduce((sum, hand) => sum + hand.returned, 0) + insuranceReturned,
  };
}
