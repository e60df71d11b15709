import type {
  EvenMoneyBetType,
  IndexedBetType,
  InsideBetType,
} from '@lale/games/roulette/bet-types';

/** One placement on the table; inside bets name their numbers, columns and dozens their index. */
export type Placement =
  | { type: InsideBetType; numbers: readonly number[] }
  | { type: IndexedBetType; index: number }
  | { type: EvenMoneyBetType };

export interface PlacedBet {
  placement: Placement;
  amount: number;
}

export function placementKey(placement: Placement): string {
  if ('numbers' in placement)
    return `${placement.type}:${[...placement.numbers].sort((a, b) => a - b).join('-')}`;
  if ('index' in placement) return `${placement.type}:${placement.index}`;
  return placement.type;
}

/** Adds a chip: a placement already on the table grows, a new one is appended. */
export function addChip(
  slip: readonly PlacedBet[],
  placement: Placement,
  amount: number,
): PlacedBet[] {
  const key = placementKey(placement);
  const existing = slip.find((bet) => placementKey(bet.placement) === key);
  if (!existing) return [...slip, { placement, amount }];
  return slip.map((bet) => (bet === existing ? { ...bet, amount: bet.amount + amount } : bet));
}

export function totalStake(slip: readonly PlacedBet[]): number {
  return slip.reduce((sum, bet) => sum + bet.amount, 0);
}

export function amountOn(slip: readonly PlacedBet[], placement: Placement): number {
  const key = placementKey(placement);
  return slip.find((bet) => placementKey(bet.placement) === key)?.amount ?? 0;
}

/** The wire shape of the spin request: `{ type, selection, amount }`. */
export function toWireBet(bet: PlacedBet): {
  type: string;
  selection?: number[] | number;
  amount: number;
} {
  const { placement, amount } = bet;
  if ('numbers' in placement) {
    return {
      type: placement.type,
      selection: [...placement.numbers].sort((a, b) => a - b),
      amount,
    };
  }
  if ('index' in placement) return { type: placement.type, selection: placement.index, amount };
  return { type: placement.type, amount };
}

/** The winning pocket, whatever the round's outcome calls it. */
export function pocketFromOutcome(outcome: unknown): number | null {
  if (typeof outcome === 'number') return outcome;
  const record = outcome as Record<string, unknown> | null;
  for (const key of ['pocket', 'number', 'result', 'winningNumber']) {
    const value = record?.[key];
    if (typeof value === 'number') return value;
  }
  return null;
}
