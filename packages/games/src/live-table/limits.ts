/** A table's stake limits per bet, in minor units, as the lobby shows them. */
export interface TableLimits {
  minBet: number;
  maxBet: number;
}

export type LimitError = 'below-table-minimum' | 'above-table-maximum';

/** Checks one bet's amount against the table; the engines' own validation checks the rest. */
export function checkTableLimits(amount: number, limits: TableLimits): LimitError | null {
  if (amount < limits.minBet) return 'below-table-minimum';
  if (amount > limits.maxBet) return 'above-table-maximum';
  return null;
}
