import type { LinesModel } from '../model-types.ts';
import { TWENTY_LINES } from '../paylines.ts';
import { linesSymbols } from './lines-symbols.ts';

/** Frequent small wins: short strips, wilds on every reel, x2 free spins. */
export const lowVolatilityModel: LinesModel = {
  id: 'low',
  name: 'Lale Garden',
  volatility: 'low',
  evaluation: 'lines',
  reels: 5,
  rows: 3,
  payDivisor: 20,
  paylines: TWENTY_LINES,
  symbols: linesSymbols({
    ten: { 3: 10, 4: 20, 5: 50 },
    jack: { 3: 10, 4: 20, 5: 50 },
    queen: { 3: 10, 4: 25, 5: 75 },
    king: { 3: 15, 4: 30, 5: 75 },
    ace: { 3: 15, 4: 40, 5: 100 },
    lantern: { 3: 20, 4: 50, 5: 150 },
    teapot: { 3: 25, 4: 75, 5: 200 },
    crescent: { 2: 5, 3: 30, 4: 100, 5: 300 },
    tulip: { 2: 5, 3: 40, 4: 125, 5: 400 },
    wild: { 2: 10, 3: 60, 4: 200, 5: 750 },
    scatter: { 3: 40, 4: 100, 5: 400 },
  }),
  baseStrips: [
    'ALTJPQKCUATLJQKTJPAQKLCWUSTJQK',
    'QWKATLSJQKPTCAUJLQWKTJTQAKPLCUTJ',
    'TCJQUKWATLJQKTPSCAJQLUTKWJTQKALP',
    'LTPJQCKUTAWLJQKTPJAQTCLKUSWTJQKA',
    'QKASLTJQPKCUATJLQKTJQAPKLCUTJW',
  ],
  freeStrips: [
    'ALTJPQKCUATLJQKTJPAQKLCWUSTJQK',
    'QWKATLSJQKPTCAUJLQWKTJTQAKPLCUTJ',
    'TCJQUKWATLJQKTPSCAJQLUTKWJTQKALP',
    'LTPJQCKUTAWLJQKTPJAQTCLKUSWTJQKA',
    'QKASLTJQPKCUATJLQKTJQAPKLCUTJW',
  ],
  freeSpins: {
    awards: { 3: 10, 4: 12, 5: 15 },
    retriggers: { 3: 10, 4: 12, 5: 15 },
    multiplier: 2,
  },
};
