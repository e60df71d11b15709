import { describe, expect, it } from 'vitest';
import { compiledModel } from './compile-model.ts';
import type { LinesModel } from './model-types.ts';
import { toyLinesModel } from './test-models.ts';

const broken = (change: Partial<LinesModel>): LinesModel => ({ ...toyLinesModel, ...change });

describe('slot model validation', () => {
  it('refuses duplicated symbol codes', () => {
    const symbols = toyLinesModel.symbols.map((symbol) => ({ ...symbol, code: 'A' }));
    expect(() => compiledModel(broken({ symbols }))).toThrow(/codes must be unique/);
  });

  it('refuses a strip with an unknown symbol', () => {
    const baseStrips = ['ABCSCA', 'BWACBC', 'CASBCA', 'ACWBCB', 'BCASAX'];
    expect(() => compiledModel(broken({ baseStrips }))).toThrow(/unknown symbol code X/);
  });

  it('refuses a payline off the grid', () => {
    const paylines = [[0, 1, 3, 1, 0]];
    expect(() => compiledModel(broken({ paylines }))).toThrow(/row out of range/);
  });

  it('refuses pays that could overflow at the largest stake', () => {
    const symbols = toyLinesModel.symbols.map((symbol) =>
      symbol.kind === 'wild' ? { ...symbol, pays: { 5: 10_000_000 } } : symbol,
    );
    expect(() => compiledModel(broken({ symbols }))).toThrow(/pays too large/);
  });
});
