import type { CompiledModel, CompiledStrips } from './compile-model.ts';
import { compiledModel } from './compile-model.ts';
import { stripFrequencies, viewCountWeights } from './count-distribution.ts';
import { unpackLineWin } from './line-evaluation.ts';
import type { SlotModel } from './model-types.ts';
import { add, divide, multiply, rational, subtract, type Rational } from './rational.ts';

export interface RtpBreakdown {
  rtp: Rational;
  baseGame: Rational;
  freeSpins: Rational;
  /** Chance that a base spin awards free spins. */
  triggerProbability: Rational;
  /** Expected free spins played per trigger, retriggers included. */
  freeSpinsPerTrigger: Rational;
}

function assertSafe(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new Error(`${what} overflowed exact integer range`);
  return value;
}

/**
 * Every line has one cell per reel and each cell shows a symbol with its strip frequency, so
 * one line's expectation is the sum over all symbol combinations of pay x product of
 * frequencies, and all lines share it.
 */
function lineUnitsWeight(compiled: CompiledModel, strips: CompiledStrips): number {
  const symbolCount = compiled.symbolIds.length;
  let weights = Float64Array.of(1);
  for (const frequencies of stripFrequencies(strips, symbolCount)) {
    const next = new Float64Array(weights.length * symbolCount);
    weights.forEach((weight, i) =>
      frequencies.forEach((f, s) => (next[i * symbolCount + s] = weight * f)),
    );
    weights = next;
  }
  let total = 0;
  compiled.lineTable.forEach((packed, i) => {
    if (packed !== 0) total += unpackLineWin(packed).units * (weights[i] as number);
  });
  const lines = compiled.lineCells.length / compiled.model.reels;
  return assertSafe(total * lines, 'line pays');
}

/** Pay-anywhere is a sum over symbols, so only each symbol's own count distribution matters. */
function anywhereUnitsWeight(compiled: CompiledModel, strips: CompiledStrips): number {
  let total = 0;
  compiled.payByCount.forEach((pays, symbol) => {
    if (symbol === compiled.scatter) return;
    viewCountWeights(strips, compiled.model.rows, symbol).forEach(
      (weight, count) => (total += weight * (pays[count] as number)),
    );
  });
  return assertSafe(total, 'anywhere pays');
}

interface SpinExpectation {
  /** Product of strip lengths: the number of equally likely stop combinations. */
  combinations: number;
  units: number;
  awardedSpins: number;
  triggers: number;
}

function spinExpectation(compiled: CompiledModel, strips: CompiledStrips, awards: Int32Array) {
  const scatterWeights =
    compiled.scatter >= 0 ? viewCountWeights(strips, compiled.model.rows, compiled.scatter) : [];
  const result: SpinExpectation = {
    combinations: strips.lengths.reduce((product, length) => product * length, 1),
    units:
      compiled.model.evaluation === 'lines'
        ? lineUnitsWeight(compiled, strips)
        : anywhereUnitsWeight(compiled, strips),
    awardedSpins: 0,
    triggers: 0,
  };
  scatterWeights.forEach((weight, count) => {
    result.units += weight * (compiled.scatterUnits[count] as number);
    result.awardedSpins += weight * (awards[count] as number);
    if ((awards[count] as number) > 0) result.triggers += weight;
  });
  assertSafe(result.units, 'scatter pays');
  return result;
}

/**
 * RTP = (E[base units] + E[spins awarded] x E[spins per awarded spin] x multiplier x
 * E[free units]) / payDivisor, where each free spin adds a expected retriggered spins, so an
 * awarded spin grows into 1 / (1 - a) spins (a < 1), and by Wald's identity the free-spin
 * wins total E[spins] x E[win per free spin].
 */
export function exactRtp(model: SlotModel): RtpBreakdown {
  const compiled = compiledModel(model);
  const base = spinExpectation(compiled, compiled.base, compiled.awards);
  const free = spinExpectation(compiled, compiled.free, compiled.retriggers);
  const retriggerRate = rational(free.awardedSpins, free.combinations);
  if (retriggerRate.numerator >= retriggerRate.denominator) {
    throw new Error(`${model.id}: free spins retrigger without end`);
  }
  const spinsPerAwarded = divide(rational(1), subtract(rational(1), retriggerRate));
  const divisor = rational(model.payDivisor);
  const baseGame = divide(rational(base.units, base.combinations), divisor);
  const freeSpinsPlayed = multiply(rational(base.awardedSpins, base.combinations), spinsPerAwarded);
  const freeWin = multiply(
    rational(free.units * model.freeSpins.multiplier, free.combinations),
    freeSpinsPlayed,
  );
  const freeSpins = divide(freeWin, divisor);
  const triggerProbability = rational(base.triggers, base.combinations);
  return {
    rtp: add(baseGame, freeSpins),
    baseGame,
    freeSpins,
    triggerProbability,
    freeSpinsPerTrigger:
      base.triggers > 0 ? divide(freeSpinsPlayed, triggerProbability) : rational(0),
  };
}
