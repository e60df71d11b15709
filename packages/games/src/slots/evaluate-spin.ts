import type { CompiledModel, CompiledStrips } from './compile-model.ts';
import { unpackLineWin } from './line-evaluation.ts';
import type { SlotSpinOutcome, SlotWin } from './outcome-types.ts';

/** Reused between calls: spins are evaluated one at a time and the codes never escape. */
let codesScratch = new Uint8Array(64);
let countsScratch = new Int32Array(32);

function fillCodes(compiled: CompiledModel, strips: CompiledStrips, stops: readonly number[]) {
  const { reels, rows } = compiled.model;
  if (codesScratch.length < compiled.cells) codesScratch = new Uint8Array(compiled.cells);
  for (let reel = 0; reel < reels; reel++) {
    const strip = strips.padded[reel] as Uint8Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < rows; row++) codesScratch[reel * rows + row] = strip[stop + row] as number;
  }
  return codesScratch;
}

function lineWins(compiled: CompiledModel, codes: Uint8Array, money: (units: number) => number, multiplier: number) {
  const { lineTable, lineCells, symbolIds } = compiled;
  const reels = compiled.model.reels;
  const symbolCount = symbolIds.length;
  const wins: SlotWin[] = [];
  const lines = lineCells.length / reels;
  for (let line = 0; line < lines; line++) {
    let index = 0;
    for (let reel = 0; reel < reels; reel++) {
      index = index * symbolCount + (codes[lineCells[line * reels + reel] as number] as number);
    }
    const packed = lineTable[index] as number;
    if (packed === 0) continue;
    const { units, symbol, count } = unpackLineWin(packed);
    const paid = units * multiplier;
    wins.push({ kind: 'line', line, symbol: symbolIds[symbol] as string, count, units: paid, win: money(paid) });
  }
  return wins;
}

function anywhereWins(compiled: CompiledModel, counts: Int32Array, money: (units: number) => number, multiplier: number) {
  const { payByCount, symbolIds, scatter } = compiled;
  const wins: SlotWin[] = [];
  for (let symbol = 0; symbol < symbolIds.length; symbol++) {
    const count = counts[symbol] as number;
    const units = symbol === scatter ? 0 : ((payByCount[symbol] as Int32Array)[count] as number);
    if (units === 0) continue;
    const paid = units * multiplier;
    wins.push({ kind: 'anywhere', symbol: symbolIds[symbol] as string, count, units: paid, win: money(paid) });
  }
  return wins;
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
  const codes = fillCodes(compiled, strips, stops);
  const { cells, symbolIds, scatter, model } = compiled;
  if (countsScratch.length < symbolIds.length) countsScratch = new Int32Array(symbolIds.length);
  countsScratch.fill(0);
  const grid = new Array<string>(cells);
  for (let cell = 0; cell < cells; cell++) {
    const code = codes[cell] as number;
    countsScratch[code] = (countsScratch[code] as number) + 1;
    grid[cell] = symbolIds[code] as string;
  }
  const money = (units: number) => Math.floor((stake * units) / model.payDivisor);
  const wins =
    model.evaluation === 'lines'
      ? lineWins(compiled, codes, money, multiplier)
      : anywhereWins(compiled, countsScratch, money, multiplier);
  const scatterCount = scatter >= 0 ? (countsScratch[scatter] as number) : 0;
  const scatterWin = money((compiled.scatterUnits[scatterCount] as number) * multiplier);
  const awards = inFreeSpins ? compiled.retriggers : compiled.awards;
  let win = scatterWin;
  for (const each of wins) win += each.win;
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
