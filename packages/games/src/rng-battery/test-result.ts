export type BatteryTest = 'frequency' | 'runs' | 'serial correlation' | 'gap' | 'poker';

export interface TestResult {
  test: BatteryTest;
  /** Chi-square for frequency, gap and poker; z for runs and serial correlation. */
  statistic: number;
  /** Degrees of freedom of a chi-square statistic. */
  df?: number;
  /** The chance of a statistic at least this extreme from a fair RNG. */
  pValue: number;
}
