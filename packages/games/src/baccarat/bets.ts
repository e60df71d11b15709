export type BaccaratBetType = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

/** `commission`: banker wins pay 19:20. `noCommission`: 1:1, but a banker win on 6 pays 1:2. */
export type BaccaratVariant = 'commission' | 'noCommission';

export interface BaccaratBet {
  type: BaccaratBetType;
  /** Minor units. */
  amount: number;
}

/** Winnings of `amount` are ⌊amount · to / per⌋, and the stake comes back too. */
export interface Payout {
  to: number;
  per: number;
}

export const BACCARAT_BET_TYPES: readonly BaccaratBetType[] = [
  'player',
  'banker',
  'tie',
  'playerPair',
  'bankerPair',
];

export const PAYOUTS = {
  player: { to: 1, per: 1 },
  bankerCommission: { to: 19, per: 20 },
  bankerNoCommission: { to: 1, per: 1 },
  bankerNoCommissionOnSix: { to: 1, per: 2 },
  tie: { to: 8, per: 1 },
  pair: { to: 11, per: 1 },
} as const satisfies Record<string, Payout>;

/** Largest stake: ⌊19 · amount / 20⌋ and a pair's 12x return stay exact integers. */
export const MAX_BACCARAT_BET = Math.floor(Number.MAX_SAFE_INTEGER / 20);

export type BaccaratBetError = 'unknown-bet-type' | 'invalid-amount';

export type BaccaratBetValidation =
  { ok: true; bet: BaccaratBet } | { ok: false; error: BaccaratBetError };

export function validateBaccaratBet(bet: BaccaratBet): BaccaratBetValidation {
  if (!(BACCARAT_BET_TYPES as readonly string[]).includes(bet.type)) {
    return { ok: false, error: 'unknown-bet-type' };
  }
  const { amount } = bet;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_BACCARAT_BET) {
    return { ok: false, error: 'invalid-amount' };
  }
  return { ok: true, bet: { type: bet.type, amount } };
}
