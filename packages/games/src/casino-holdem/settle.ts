import { ANTE_PAYS } from './paytables.ts';
import type { HoldemShowdown } from './showdown.ts';

export type HoldemDecision = 'call' | 'fold';

export interface HoldemBet {
  /** Minor units. */
  ante: number;
  /** The optional AA bonus side bet, 0 when not placed. */
  bonus: number;
}

export type HoldemOutcome = 'fold' | 'dealerDoesNotQualify' | 'win' | 'push' | 'lose';

export interface HoldemSettlement {
  outcome: HoldemOutcome;
  /** Twice the ante when the player called, else 0. */
  call: number;
  totalStake: number;
  /** Returns in minor units, stake included. */
  anteReturn: number;
  callReturn: number;
  bonusReturn: number;
  totalReturn: number;
}

function outcomeOf(decision: HoldemDecision, showdown: HoldemShowdown): HoldemOutcome {
  if (decision === 'fold') return 'fold';
  if (!showdown.dealerQualifies) return 'dealerDoesNotQualify';
  if (showdown.winner === 'player') return 'win';
  return showdown.winner === 'tie' ? 'push' : 'lose';
}

/**
 * Folding loses the ante and the bonus. A call puts up twice the ante, and the bonus is paid
 * on the first five cards. Dealer not qualifying: the ante wins by the paytable and the call
 * pushes. Dealer qualifying: the better hand takes both (ante by the paytable, call 1:1),
 * equal hands push both. All pays are whole multiples of the stakes.
 */
export function settleHoldem(
  bet: HoldemBet,
  decision: HoldemDecision,
  showdown: HoldemShowdown,
): HoldemSettlement {
  const outcome = outcomeOf(decision, showdown);
  const call = decision === 'call' ? 2 * bet.ante : 0;
  const anteWins = bet.ante * (1 + ANTE_PAYS[showdown.playerCategory]);
  let anteReturn = 0;
  let callReturn = 0;
  if (outcome === 'dealerDoesNotQualify') [anteReturn, callReturn] = [anteWins, call];
  else if (outcome === 'win') [anteReturn, callReturn] = [anteWins, 2 * call];
  else if (outcome === 'push') [anteReturn, callReturn] = [bet.ante, call];
  const bonusReturn =
    outcome === 'fold' ? 0 : bet.bonus * (showdown.bonusPays > 0 ? 1 + showdown.bonusPays : 0);
  return {
    outcome,
    call,
    totalStake: bet.ante + bet.bonus + call,
    anteReturn,
    callReturn,
    bonusReturn,
    totalReturn: anteReturn + callReturn + bonusReturn,
  };
}
