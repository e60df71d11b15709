export type Volatility = 'low' | 'medium' | 'high';
export type SymbolKind = 'regular' | 'wild' | 'scatter';

/**
 * Pays are integers in "pay units" of stake / payDivisor, keyed by the smallest count they
 * apply to: { 8: 25, 10: 75 } pays 25 for 8 or 9 symbols and 75 for 10 or more.
 */
export type PayTiers = Readonly<Record<number, number>>;

export interface SlotSymbol {
  id: string;
  /** One character standing for the symbol in the reel strips. */
  code: string;
  name: string;
  kind: SymbolKind;
  /** Lines: by run length from the left. Pay-anywhere and scatters: by count in view. */
  pays: PayTiers;
}

export interface FreeSpinsRule {
  /** Free spins awarded by the number of scatters in a base spin. */
  awards: Readonly<Record<number, number>>;
  /** Free spins added by the number of scatters during free spins. */
  retriggers: Readonly<Record<number, number>>;
  /** Every free-spin win is multiplied by this. */
  multiplier: number;
}

interface SlotModelBase {
  id: string;
  name: string;
  volatility: Volatility;
  reels: number;
  rows: number;
  symbols: readonly SlotSymbol[];
  /** One string of symbol codes per reel, read top to bottom and wrapping around. */
  baseStrips: readonly string[];
  freeStrips: readonly string[];
  payDivisor: number;
  freeSpins: FreeSpinsRule;
}

/** Left-to-right line pays; a wild substitutes for every symbol but the scatter. */
export interface LinesModel extends SlotModelBase {
  evaluation: 'lines';
  /** Row index on each reel, top row = 0. */
  paylines: readonly (readonly number[])[];
}

/** Each symbol pays on its count anywhere in view. */
export interface AnywhereModel extends SlotModelBase {
  evaluation: 'anywhere';
}

export type SlotModel = LinesModel | AnywhereModel;
