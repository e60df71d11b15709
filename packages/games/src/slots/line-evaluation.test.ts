import { describe, expect, it } from 'vitest';
import { compiledModel } from './compile-model.ts';
import { evaluateLine, unpackLineWin } from './line-evaluation.ts';
import { toyLinesModel } from './test-models.ts';

const compiled = compiledModel(toyLinesModel);
const code = (id: string) => compiled.symbolIds.indexOf(id);

function lineOf(...ids: string[]) {
  const packed = evaluateLine(ids.map(code), compiled.payByCount, compiled.wild, compiled.scatter);
  if (packed === 0) return null;
  const { units, symbol, count } = unpackLineWin(packed);
  return { symbol: compiled.symbolIds[symbol], count, units };
}

describe('line evaluation', () => {
  it('pays a run from the first reel', () => {
    expect(lineOf('a', 'a', 'a', 'b', 'a')).toEqual({ symbol: 'a', count: 3, units: 5 });
    expect(lineOf('b', 'a', 'a', 'a', 'a')).toBeNull();
  });

  it('lets a wild stand in anywhere in the run', () => {
    expect(lineOf('a', 'wild', 'a', 'wild', 'c')).toEqual({ symbol: 'a', count: 4, units: 10 });
    expect(lineOf('wild', 'wild', 'b', 'b', 'b')).toEqual({ symbol: 'b', count: 5, units: 40 });
  });

  it('pays leading wilds as wilds when that is worth more', () => {
    // Wild x3 pays 10; C x4 through the wilds pays only 4.
    expect(lineOf('wild', 'wild', 'wild', 'c', 'a')).toEqual({
      symbol: 'wild',
      count: 3,
      units: 10,
    });
    expect(lineOf('wild', 'wild', 'wild', 'wild', 'wild')).toEqual({
      symbol: 'wild',
      count: 5,
      units: 100,
    });
  });

  it('never lets a wild become a scatter, and scatters break line runs', () => {
    expect(lineOf('wild', 'wild', 'scatter', 'a', 'a')).toEqual({
      symbol: 'wild',
      count: 2,
      units: 2,
    });
    expect(lineOf('a', 'a', 'scatter', 'a', 'a')).toBeNull();
    expect(lineOf('scatter', 'scatter', 'scatter', 'a', 'a')).toBeNull();
  });

  it('pays two of a symbol only when its paytable says so', () => {
    expect(lineOf('b', 'b', 'a', 'a', 'a')).toEqual({ symbol: 'b', count: 2, units: 1 });
    expect(lineOf('a', 'a', 'b', 'b', 'b')).toBeNull();
  });
});
