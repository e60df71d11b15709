import type { LinesModel } from '../model-types.ts';
import { TWENTY_LINES } from '../paylines.ts';
import { linesSymbols } from './lines-symbols.ts';

/** Balanced: stacked wilds on reels 2-4 during x3 free spins. */
export const mediumVolatilityModel: LinesModel = {
  id: 'medium',
  name: 'Lale Bazaar',
  volatility: 'medium',
  evaluation: 'lines',
  reels: 5,
  rows: 3,
  payDivisor: 20,
  paylines: TWENTY_LINES,
  symbols: linesSymbols({
    ten: { 3: 5, 4: 15, 5: 50 },
    jack: { 3: 5, 4: 15, 5: 50 },
    queen: { 3: 5, 4: 20, 5: 75 },
    king: { 3: 10, 4: 25, 5: 100 },
    ace: { 3: 10, 4: 30, 5: 125 },
    lantern: { 3: 20, 4: 75, 5: 250 },
    teapot: { 3: 25, 4: 100, 5: 300 },
    crescent: { 2: 2, 3: 40, 4: 150, 5: 500 },
    tulip: { 2: 5, 3: 50, 4: 200, 5: 1000 },
    wild: { 2: 10, 3: 100, 4: 500, 5: 2000 },
    scatter: { 3: 40, 4: 200, 5: 1000 },
  }),
  baseStrips: [
    'ALPJTKCQAUJLPKTAJQJKLCWAPUTSQJK',
    'QWKATLSPQKJATCULQWPKTAJTQKLAPCUTJ',
    'TCJUQKAWJTLPJKATQSCJLUTKPAWJQTJKALP',
    'LPTQJCKAUTWLPQKTAJQTCLKAPUSWJTQKA',
    'QKASLJPTKAQCJULPKAJTQJKLACPTUWJ',
  ],
  freeStrips: [
    'ALPJTKCQAUJLPKTAJQJKLCWAPUTSQJK',
    'QWWWKATLSPQKJATCULQPKTAJTQKLAPCUTJ',
    'TCJUQKAJTLPWWWJKATQSCJLUTKPAJQTJKALP',
    'LPTQJCKAUTLPQKTAJWWWQTCLKAPUSJTQKA',
    'QKASLJPTKAQCJULPKAJTQJKLACPTUWJ',
  ],
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 20 },
    retriggers: { 3: 10, 4: 15, 5: 20 },
    multiplier: 3,
  },
};
