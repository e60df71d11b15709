import { PAYOUTS, type BaccaratBet, type BaccaratVariant, type Payout } from './bets.ts';
import type { BaccaratCoup } from './coup.ts';

const BANKER_SIX = 6;

function paid(amount: number, payout: Payout): number {
  return amount + Math.floor((amount * payout.to) / payout.per);
}

function bankerPayout(coup: BaccaratCoup, variant: BaccaratVariant): Payout {
  if (variant === 'commission') return PAYOUTS.bankerCommission;
  return coup.bankerTotal === BANKER_SIX
    ? PAYOUTS.bankerNoCommissionOnSix
    : PAYOUTS.bankerNoCommission;
}

/**
 * What a bet gives back in minor units, stake included. Player and banker push on a tie;
 * winnings are floored, so a banker stake that is a multiple of 20 (commission) or of 2 (a
 * no-commission win on 6) is paid exactly.
 */
export function baccaratBetReturn(
  bet: BaccaratBet,
  coup: BaccaratCoup,
  variant: BaccaratVariant,
): number {
  switch (bet.type) {
    case 'player':
      if (coup.winner === 'tie') return bet.amount;
      return coup.winner === 'player' ? paid(bet.amount, PAYOUTS.player) : 0;
    case 'banker':
      if (coup.winner === 'tie') return bet.amount;
      return coup.winner === 'banker' ? paid(bet.amount, bankerPayout(coup, variant)) : 0;
    case 'tie':
      return coup.winner === 'tie' ? paid(bet.amount, PAYOUTS.tie) : 0;
    case 'playerPair':
      return coup.playerPair ? paid(bet.amount, PAYOUTS.pair) : 0;
    case 'bankerPair':
      return coup.bankerPair ? paid(bet.amount, PAYOUTS.pair) : 0;
  }
}

export interface BaccaratSettlement {
  totalStake: number;
  totalReturn: number;
  /** `returns[i]` belongs to `bets[i]`. */
  returns: number[];
}

/** Settles every validated bet of the round (all players', in any order) against the coup. */
export function settleBaccaratBets(
  bets: readonly BaccaratBet[],
  coup: BaccaratCoup,
  variant: BaccaratVariant,
): BaccaratSettlement {
  const returns = bets.map((bet) => baccaratBetReturn(bet, coup, variant));
  return {
    totalStake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    totalReturn: returns.reduce((sum, value) => sum + value, 0),
    returns,
  };
}
