import type { AnywhereModel } from '../model-types.ts';

const STRIPS = [
  'EEFFMMBBRRNNIIEEMMKKRRNNFFSIIMMBBEERRMMNNII',
  'NNIIEEMMFFRRBBNNIIEEMMRRNNMMIIFFKKEEBBSRRMM',
  'RRMMKKNNIISEEMMRRFFNNBBIIEEMMRRNNMMIIEEFFBB',
  'FFBBMMRRNNIIEEKKMMRRSFFNNIIBBMMEERRMMNNIIEE',
  'NNIIEEFFMMRRBBNNIIEEMMRRNNKKFFIIMMEEBBSRRMM',
  'KKRRMMNNSIIEEMMRRFFBBNNIIEEMMRRNNMMIIEEFFBB',
];

/**
 * Scatter pays on a 6x5 grid: 8 or more of a symbol anywhere pay. Pays are in hundredths of
 * the stake (payDivisor 100): 8 roses pay 0.5x, 12 künefe pay 100x.
 */
export const lokumPaysModel: AnywhereModel = {
  id: 'scatter-pays',
  name: 'Lokum Pays',
  volatility: 'medium',
  evaluation: 'anywhere',
  reels: 6,
  rows: 5,
  payDivisor: 100,
  symbols: [
    {
      id: 'rose',
      code: 'R',
      name: 'Rose lokum',
      kind: 'regular',
      pays: { 8: 50, 10: 200, 12: 750 },
    },
    {
      id: 'lemon',
      code: 'M',
      name: 'Lemon lokum',
      kind: 'regular',
      pays: { 8: 75, 10: 250, 12: 1000 },
    },
    {
      id: 'mint',
      code: 'N',
      name: 'Mint lokum',
      kind: 'regular',
      pays: { 8: 100, 10: 300, 12: 1200 },
    },
    {
      id: 'pistachio',
      code: 'I',
      name: 'Pistachio',
      kind: 'regular',
      pays: { 8: 150, 10: 400, 12: 1500 },
    },
    { id: 'tea', code: 'E', name: 'Tea', kind: 'regular', pays: { 8: 200, 10: 500, 12: 2000 } },
    {
      id: 'coffee',
      code: 'F',
      name: 'Coffee',
      kind: 'regular',
      pays: { 8: 300, 10: 750, 12: 3000 },
    },
    {
      id: 'baklava',
      code: 'B',
      name: 'Baklava',
      kind: 'regular',
      pays: { 8: 400, 10: 1500, 12: 4000 },
    },
    {
      id: 'kunefe',
      code: 'K',
      name: 'Künefe',
      kind: 'regular',
      pays: { 8: 1000, 10: 2500, 12: 10000 },
    },
    {
      id: 'scatter',
      code: 'S',
      name: 'Tulip (scatter)',
      kind: 'scatter',
      pays: { 4: 300, 5: 500, 6: 10000 },
    },
  ],
  baseStrips: STRIPS,
  freeStrips: STRIPS,
  freeSpins: {
    awards: { 4: 10, 5: 12, 6: 15 },
    retriggers: { 3: 5 },
    multiplier: 5,
  },
};
