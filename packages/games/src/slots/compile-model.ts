import { evaluateLine } from './line-evaluation.ts';
import type { SlotModel } from './model-types.ts';
import { expandTiers } from './pay-tiers.ts';
import { assertValidModel } from './validate-model.ts';

/** A model turned into flat typed arrays for the spin loop; built once per model and cached. */
export interface CompiledModel {
  model: SlotModel;
  /** Copied out of the model so the spin loop reads one object shape. */
  reels: number;
  rows: number;
  payDivisor: number;
  isLines: boolean;
  symbolIds: readonly string[];
  wild: number;
  scatter: number;
  cells: number;
  /** Pay units by symbol code, then by count. */
  payByCount: Int32Array[];
  scatterUnits: Int32Array;
  awards: Int32Array;
  retriggers: Int32Array;
  base: CompiledStrips;
  free: CompiledStrips;
  /** Lines only: packed line result for every combination of symbol codes, base S. */
  lineTable: Int32Array;
  /** Lines only: cell index (reel * rows + row) of each line's symbol on each reel. */
  lineCells: Int32Array;
}

export interface CompiledStrips {
  lengths: number[];
  /** Each strip followed by its first rows-1 symbols again, so a window never wraps. */
  padded: Uint8Array[];
}

const MAX_SYMBOLS = 32;

function compileStrips(strips: readonly string[], model: SlotModel, codes: Map<string, number>) {
  if (strips.length !== model.reels) throw new Error(`${model.id}: need ${model.reels} strips`);
  const lengths = strips.map((strip) => strip.length);
  const padded = strips.map((strip) => {
    const symbols = [...strip].map((char) => {
      const code = codes.get(char);
      if (code === undefined) throw new Error(`${model.id}: unknown symbol code ${char}`);
      return code;
    });
    return Uint8Array.from([...symbols, ...symbols.slice(0, model.rows - 1)]);
  });
  return { lengths, padded };
}

function buildLineTable(payByCount: Int32Array[], reels: number, wild: number, scatter: number) {
  const symbolCount = payByCount.length;
  const table = new Int32Array(symbolCount ** reels);
  const codes = new Uint8Array(reels);
  for (let index = 0; index < table.length; index++) {
    let rest = index;
    for (let reel = reels - 1; reel >= 0; reel--) {
      codes[reel] = rest % symbolCount;
      rest = Math.floor(rest / symbolCount);
    }
    table[index] = evaluateLine(codes, payByCount, wild, scatter);
  }
  return table;
}

function compile(model: SlotModel): CompiledModel {
  assertValidModel(model);
  const { symbols, reels, rows } = model;
  if (symbols.length > MAX_SYMBOLS) throw new Error(`${model.id}: too many symbols`);
  const codes = new Map(symbols.map((symbol, index) => [symbol.code, index]));
  const cells = reels * rows;
  const wild = symbols.findIndex((symbol) => symbol.kind === 'wild');
  const scatter = symbols.findIndex((symbol) => symbol.kind === 'scatter');
  const payByCount = symbols.map((symbol) =>
    symbol.kind === 'scatter' ? new Int32Array(cells + 1) : expandTiers(symbol.pays, cells),
  );
  const scatterSymbol = symbols[scatter];
  const isLines = model.evaluation === 'lines';
  return {
    model,
    reels,
    rows,
    payDivisor: model.payDivisor,
    isLines,
    symbolIds: symbols.map((symbol) => symbol.id),
    wild,
    scatter,
    cells,
    payByCount,
    scatterUnits: scatterSymbol
      ? expandTiers(scatterSymbol.pays, cells)
      : new Int32Array(cells + 1),
    awards: expandTiers(model.freeSpins.awards, cells),
    retriggers: expandTiers(model.freeSpins.retriggers, cells),
    base: compileStrips(model.baseStrips, model, codes),
    free: compileStrips(model.freeStrips, model, codes),
    lineTable: isLines ? buildLineTable(payByCount, reels, wild, scatter) : new Int32Array(0),
    lineCells: isLines
      ? Int32Array.from(
          model.paylines.flatMap((line) => line.map((row, reel) => reel * rows + row)),
        )
      : new Int32Array(0),
  };
}

const cache = new WeakMap<SlotModel, CompiledModel>();

export function compiledModel(model: SlotModel): CompiledModel {
  let compiled = cache.get(model);
  if (!compiled) {
    compiled = compile(model);
    cache.set(model, compiled);
  }
  return compiled;
}
