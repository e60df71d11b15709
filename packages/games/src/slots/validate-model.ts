import type { SlotModel } from './model-types.ts';

/** Largest stake in minor units; with the pay check below, stake x pay stays a safe integer. */
export const MAX_SLOT_STAKE = 1_000_000_000;

function largestPay(model: SlotModel): number {
  const pays = model.symbols.flatMap((symbol) => Object.values(symbol.pays));
  return Math.max(0, ...pays) * model.freeSpins.multiplier;
}

/** Catches a malformed model at compile time rather than as a wrong payout. */
export function assertValidModel(model: SlotModel): void {
  const fail = (problem: string): never => {
    throw new Error(`slot model ${model.id}: ${problem}`);
  };
  const codes = model.symbols.map((symbol) => symbol.code);
  if (codes.some((code) => code.length !== 1)) fail('symbol codes must be one character');
  if (new Set(codes).size !== codes.length) fail('symbol codes must be unique');
  if (new Set(model.symbols.map((symbol) => symbol.id)).size !== codes.length) {
    fail('symbol ids must be unique');
  }
  const wilds = model.symbols.filter((symbol) => symbol.kind === 'wild').length;
  const scatters = model.symbols.filter((symbol) => symbol.kind === 'scatter').length;
  if (wilds > (model.evaluation === 'lines' ? 1 : 0)) fail('too many wild symbols');
  if (scatters > 1) fail('at most one scatter symbol');
  if (model.evaluation === 'lines' && model.paylines.some((line) => line.length !== model.reels)) {
    fail('every payline needs one row per reel');
  }
  const badRow = (row: number) => !Number.isInteger(row) || row < 0 || row >= model.rows;
  if (model.evaluation === 'lines' && model.paylines.some((line) => line.some(badRow))) {
    fail('payline row out of range');
  }
  if (!Number.isInteger(model.payDivisor) || model.payDivisor < 1) fail('bad pay divisor');
  if (largestPay(model) * MAX_SLOT_STAKE > Number.MAX_SAFE_INTEGER) fail('pays too large');
}
