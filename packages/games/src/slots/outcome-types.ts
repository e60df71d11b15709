/** Win amounts are minor units: floor(stake * units / payDivisor), floored per win. */
export type SlotWin =
  | { kind: 'line'; line: number; symbol: string; count: number; units: number; win: number }
  | { kind: 'anywhere'; symbol: string; count: number; units: number; win: number };

export interface SlotSpinOutcome {
  /** Strip index shown on the top row of each reel, as drawn from the RNG. */
  stops: number[];
  /** Symbol ids in view, reel by reel: grid[reel * rows + row]. */
  grid: string[];
  multiplier: number;
  wins: SlotWin[];
  scatterCount: number;
  scatterWin: number;
  freeSpinsAwarded: number;
  /** Sum of this spin's wins and scatter win. */
  win: number;
}

export interface SlotRound {
  modelId: string;
  stake: number;
  base: SlotSpinOutcome;
  freeSpins: SlotSpinOutcome[];
  /** Everything the round pays, base game and free spins. */
  totalWin: number;
}
