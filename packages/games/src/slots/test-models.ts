import type { AnywhereModel, LinesModel } from './model-types.ts';
import { TWENTY_LINES } from './paylines.ts';

/** Tiny models whose every stop combination can be enumerated in a test. */
export const toyLinesModel: LinesModel = {
  id: 'toy-lines',
  name: 'Toy lines',
  volatility: 'low',
  evaluation: 'lines',
  reels: 5,
  rows: 3,
  payDivisor: 20,
  paylines: TWENTY_LINES,
  symbols: [
    { id: 'a', code: 'A', name: 'A', kind: 'regular', pays: { 3: 5, 4: 10, 5: 20 } },
    { id: 'b', code: 'B', name: 'B', kind: 'regular', pays: { 2: 1, 3: 8, 4: 15, 5: 40 } },
    { id: 'c', code: 'C', name: 'C', kind: 'regular', pays: { 3: 2, 4: 4, 5: 8 } },
    { id: 'wild', code: 'W', name: 'Wild', kind: 'wild', pays: { 2: 2, 3: 10, 4: 30, 5: 100 } },
    { id: 'scatter', code: 'S', name: 'Scatter', kind: 'scatter', pays: { 3: 40, 4: 200 } },
  ],
  baseStrips: ['ABCSCA', 'BWACBC', 'CASBCA', 'ACWBCB', 'BCASAC'],
  freeStrips: ['ABWSCA', 'BWACBC', 'CWSBCA', 'ACWBCB', 'BCASWC'],
  freeSpins: { awards: { 3: 3, 4: 5 }, retriggers: { 3: 2 }, multiplier: 2 },
};

export const toyAnywhereModel: AnywhereModel = {
  id: 'toy-anywhere',
  name: 'Toy anywhere',
  volatility: 'medium',
  evaluation: 'anywhere',
  reels: 6,
  rows: 5,
  payDivisor: 100,
  symbols: [
    { id: 'x', code: 'X', name: 'X', kind: 'regular', pays: { 8: 50, 10: 150, 12: 500 } },
    { id: 'y', code: 'Y', name: 'Y', kind: 'regular', pays: { 8: 100, 12: 1000 } },
    { id: 'z', code: 'Z', name: 'Z', kind: 'regular', pays: { 8: 200 } },
    { id: 'scatter', code: 'S', name: 'Scatter', kind: 'scatter', pays: { 4: 300, 5: 1000 } },
  ],
  baseStrips: ['XXYZSXY', 'YXZXSYZ', 'XYYSZXX', 'ZXXYSYX', 'YZXSXYX', 'XYZXSZY'],
  freeStrips: ['XXYZSXY', 'YXZXSYZ', 'XYYSZXX', 'ZXXYSYX', 'YZXSXYX', 'XYZXSZY'],
  freeSpins: { awards: { 4: 5 }, retriggers: { 6: 1 }, multiplier: 3 },
};
