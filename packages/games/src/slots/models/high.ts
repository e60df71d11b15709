import type { LinesModel } from '../model-types.ts';
import { TWENTY_LINES } from '../paylines.ts';
import { linesSymbols } from './lines-symbols.ts';

/**
 * Rare big wins: stacked tulips, no wilds on reels 1 and 5 in the base game, and x5 free
 * spins with two stacks of wilds on reels 2-4, where most of the return sits.
 */
export const highVolatilityModel: LinesModel = {
  id: 'high',
  name: 'Lale Sultan',
  volatility: 'high',
  evaluation: 'lines',
  reels: 5,
  rows: 3,
  payDivisor: 20,
  paylines: TWENTY_LINES,
  symbols: linesSymbols({
    ten: { 3: 5, 4: 10, 5: 25 },
    jack: { 3: 5, 4: 10, 5: 25 },
    queen: { 3: 5, 4: 15, 5: 50 },
    king: { 3: 5, 4: 15, 5: 50 },
    ace: { 3: 10, 4: 20, 5: 75 },
    lantern: { 3: 25, 4: 100, 5: 400 },
    teapot: { 3: 30, 4: 150, 5: 600 },
    crescent: { 3: 50, 4: 250, 5: 1000 },
    tulip: { 2: 10, 3: 100, 4: 500, 5: 2500 },
    wild: { 2: 20, 3: 200, 4: 1000, 5: 5000 },
    scatter: { 3: 40, 4: 400, 5: 2000 },
  }),
  baseStrips: [
    'ALTJPQCKATJQTSJKLAPQCTJKUUUAQTJLPKTQJACSTJQK',
    'QWKATLSQJPKCTAQJTKALQPTJCKAQTJTLKQAPUUUCTJ',
    'TCJQKATUUUQSJLTKPAWCQTJKAQTLPJCKTQASJTQKALP',
    'LTPJQCKATQJTKLAPQCTJUUUKAQTWLJPKTQACSJTQKA',
    'QKATJLQPKCTAJQTJKALSQPTJCKAQTJLTKQUUUJPACTJS',
  ],
  freeStrips: [
    'ATLJPQTCKAJTQTJKLAPTQCJTKUUUAQTJLSTPKQJACTJTQK',
    'QWWWKATJLSQTPKCAJTQTJKATLQWWWPJTCKAQTJTLKQJAPTUUUCTJ',
    'TCJQKTAWWWJTUUUQLKTPJACQTJSKTAQLJTPWWWCKTQAJTJQKTALP',
    'LTJPQCTKAJTQWWWTJKLAPTQCJUUUTKAQTJLTPKQJACSWWWTJTQKA',
    'QKATJLQTPKCAJTQTJKATLQPJCTKAQTJTLKQUUUJPATCSTJ',
  ],
  freeSpins: {
    awards: { 3: 8, 4: 12, 5: 20 },
    retriggers: { 3: 5, 4: 8, 5: 12 },
    multiplier: 5,
  },
};
