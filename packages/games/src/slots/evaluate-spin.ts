import type { CompiledModel, CompiledStrips } from './compile-model.ts';
import type { SlotSpinOutcome, SlotWin } from './outcome-types.ts';

/** Reused between calls: spins are evaluated one at a time and these never escape. */
let codes = new Uint8Array(64);
let counts = new Int32Array(32);

/** Minor units for a win: floor(stake * units / payDivisor), exact for stakes up to the cap. */
function toMinorUnits(stake: number, units: number, payDivisor: number): number {
  return Math.floor((stake * units) / payDivisor);
}

function readWindow(compiled: CompiledModel, strips: CompiledStrips, stops: readonly number[]) {
  const { reels, rows, cells, symbolIds } = compiled;
  if (codes.length < cells) codes = new Uint8Array(cells);
  if (counts.length < symbolIds.length) counts = new Int32Array(symbolIds.length);
  counts.fill(0);
  for (let reel = 0; reel < reels; reel++) {
    const strip = strips.padded[reel] as Uint8Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < rows; row++) {
      const code = strip[stop + row] as number;
      codes[reel * rows + row] = code;
      counts[code] = (counts[code] as number) + 1;
    }
  }
}

function lineWins(compiled: CompiledModel, stake: number, multiplier: number, wins: SlotWin[]) {
  const { lineTable, lineCells, symbolIds, reels, payDivisor } = compiled;
  const symbolCount = symbolIds.length;
  const lines = lineCells.length / reels;
  for (let line = 0; line < lines; line++) {
    let index = 0;
    const first = line * reels;
    for (let reel = 0; reel < reels; reel++) {
      index = index * symbolCount + (codes[lineCells[first + reel] as number] as number);
    }
    const packed = lineTable[index] as number;
    if (packed === 0) continue;
    // Unpacks packLineWin: units * 256 + symbol * 8 + count.
    const units = Math.floor(packed / 256) * multiplier;
    wins.push({
      kind: 'line',
      line,
      symbol: symbolIds[(packed >> 3) & 31] as string,
      count: packed & 7,
      units,
      win: toMinorUnits(stake, units, payDivisor),
    });
  }
}

function anywhereWins(compiled: CompiledModel, stake: number, multiplier: number, wins: SlotWin[]) {
  const { payByCount, symbolIds, scatter, payDivisor } = compiled;
  for (let symbol = 0; symbol < symbolIds.length; symbol++) {
    if (symbol === scatter) continue;
    const count = counts[symbol] as number;
    const pay = (payByCount[symbol] as Int32Array)[count] as number;
    if (pay === 0) continue;
    const units = pay * multiplier;
    const win = toMinorUnits(stake, units, payDivisor);
    wins.push({ kind: 'anywhere', symbol: symbolIds[symbol] as string, count, units, win });
  }
}

/** The outcome of one spin at the given stops; `inFreeSpins` picks awards or retriggers. */
export function evaluateSpin(
  compiled: CompiledModel,
  strips: CompiledStrips,
  stops: number[],
  stake: number,
  multiplier: number,
  inFreeSpins: boolean,
): SlotSpinOutcome {
  readWindow(compiled, strips, stops);
  const { cells, symbolIds, scatter, payDivisor } = compiled;
  const grid = new Array<string>(cells);
  for (let cell = 0; cell < cells; cell++) grid[cell] = symbolIds[codes[cell] as number] as string;
  const wins: SlotWin[] = [];
  if (compiled.isLines) lineWins(compiled, stake, multiplier, wins);
  else anywhereWins(compiled, stake, multiplier, wins);
  const scatterCount = scatter >= 0 ? (counts[scatter] as number) : 0;
  const scatterUnits = (compiled.scatterUnits[scatterCount] as number) * multiplier;
  const scatterWin = toMinorUnits(stake, scatterUnits, payDivisor);
  const awards = inFreeSpins ? compiled.retriggers : compiled.awards;
  let win = scatterWin;
  for (let i = 0; i < wins.length; i++) win += (wins[i] as SlotWin).win;
  return {
    stops,
    grid,
    multiplier,
    wins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded: awards[scatterCount] as number,
    win,
  };
}
