import {
  EVEN_MONEY_BET_TYPES,
  INDEXED_BET_TYPES,
  INSIDE_BET_TYPES,
  PAYOUT_TO_ONE,
  type EvenMoneyBetType,
  type IndexedBetType,
  type InsideBetType,
  type RouletteBet,
  type RouletteBetType,
} from './bet-types.ts';
import { evenMoneyNumbers, indexedNumbers, isInsidePlacement } from './coverage.ts';

/** Largest stake per bet: its best return (36x) must stay a safe integer. */
export const MAX_BET_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / 36);

export type RouletteBetError =
  'unknown-bet-type' | 'invalid-amount' | 'invalid-numbers' | 'invalid-index';

export interface CoveredBet {
  type: RouletteBetType;
  amount: number;
  /** The pockets that win, ascending. */
  covers: readonly number[];
  payoutToOne: number;
}

export type BetValidation = { ok: true; bet: CoveredBet } | { ok: false; error: RouletteBetError };

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function covers(bet: RouletteBet): number[] | RouletteBetError {
  const type: string = bet.type;
  if (isOneOf<InsideBetType>(INSIDE_BET_TYPES, type)) {
    const numbers = 'numbers' in bet && Array.isArray(bet.numbers) ? bet.numbers : [];
    const sorted = [...numbers].sort((a, b) => a - b);
    const wellFormed = sorted.every((n) => Number.isInteger(n));
    return wellFormed && isInsidePlacement(type, sorted) ? sorted : 'invalid-numbers';
  }
  if (isOneOf<IndexedBetType>(INDEXED_BET_TYPES, type)) {
    const index = 'index' in bet ? bet.index : undefined;
    return index === 1 || index === 2 || index === 3
      ? indexedNumbers(type, index)
      : 'invalid-index';
  }
  if (isOneOf<EvenMoneyBetType>(EVEN_MONEY_BET_TYPES, type)) return evenMoneyNumbers(type);
  return 'unknown-bet-type';
}

/** Checks a placement against the layout and says which pockets it covers and what it pays. */
export function validateRouletteBet(bet: RouletteBet): BetValidation {
  const covered = covers(bet);
  if (typeof covered === 'string') return { ok: false, error: covered };
  const { amount } = bet;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_BET_AMOUNT) {
    return { ok: false, error: 'invalid-amount' };
  }
  return {
    ok: true,
    bet: { type: bet.type, amount, covers: covered, payoutToOne: PAYOUT_TO_ONE[bet.type] },
  };
}
