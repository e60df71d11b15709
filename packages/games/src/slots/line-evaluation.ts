/** A line's result packed in one integer so the lookup table stays a flat Int32Array. */
export function packLineWin(units: number, symbol: number, count: number): number {
  return units * 256 + symbol * 8 + count;
}

export function unpackLineWin(packed: number): { units: number; symbol: number; count: number } {
  return { units: Math.floor(packed / 256), symbol: (packed >> 3) & 31, count: packed & 7 };
}

/**
 * Pays left to right from the first reel. A wild stands in for any symbol but the scatter;
 * a run of leading wilds is also paid as wilds, and the line pays the better of the two
 * readings (the symbol reading on a tie). Returns 0 for no win.
 */
export function evaluateLine(
  codes: ArrayLike<number>,
  payByCount: readonly Int32Array[],
  wild: number,
  scatter: number,
): number {
  const length = codes.length;
  let wildRun = 0;
  while (wildRun < length && codes[wildRun] === wild) wildRun++;
  const wildUnits = wildRun > 0 ? (payByCount[wild]?.[wildRun] ?? 0) : 0;
  if (wildRun === length) return wildUnits > 0 ? packLineWin(wildUnits, wild, wildRun) : 0;

  const target = codes[wildRun] as number;
  let count = wildRun;
  let symbolUnits = 0;
  if (target !== scatter) {
    while (count < length && (codes[count] === target || codes[count] === wild)) count++;
    symbolUnits = payByCount[target]?.[count] ?? 0;
  }
  if (symbolUnits > 0 && symbolUnits >= wildUnits) return packLineWin(symbolUnits, target, count);
  if (wildUnits > 0) return packLineWin(wildUnits, wild, wildRun);
  return 0;
}
