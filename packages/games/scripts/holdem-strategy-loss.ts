/**
 * How far the calling strategy falls short of optimal play, never run by the tests:
 *   npx tsx packages/games/scripts/holdem-strategy-loss.ts [flops=2000] [seed=101]
 * For random player cards and flops (a fast-source shuffle, the first five cards), the exact
 * expectation of calling (exact-call-ev.ts, 1,070,190 showdowns each, about 0.2 s) against the
 * fold's −1: optimal play takes the better of the two, the strategy takes its own choice, and
 * the average difference is the strategy's extra house edge, in antes.
 */
import { ORDERED_DECK } from '../src/casino-holdem/cards.ts';
import { holdemStrategy } from '../src/casino-holdem/strategy.ts';
import { shuffle } from '../src/fair/shuffle.ts';
import { FastSource } from '../src/simulation/fast-source.ts';
import { exactCallEv } from './holdem/exact-call-ev.ts';

const [flopsArgument = '2000', seedArgument = '101'] = process.argv.slice(2);
const flops = Number(flopsArgument);
const source = new FastSource(Number(seedArgument));
let loss = 0;
let squares = 0;
let disagreements = 0;
for (let i = 1; i <= flops; i++) {
  const deck = shuffle(source, ORDERED_DECK);
  const [p1, p2, f1, f2, f3] = deck as [number, number, number, number, number];
  const ev = exactCallEv([p1, p2], [f1, f2, f3]);
  const chosen = holdemStrategy([p1, p2], [f1, f2, f3]) === 'call' ? ev : -1;
  const shortfall = Math.max(ev, -1) - chosen;
  loss += shortfall;
  squares += shortfall * shortfall;
  if (shortfall > 0) disagreements += 1;
  if (i % 250 === 0 || i === flops) {
    const mean = loss / i;
    const error = Math.sqrt(squares / i - mean * mean) / Math.sqrt(i);
    process.stdout.write(
      `${i} flops: extra edge ${(mean * 100).toFixed(4)}% ± ${(error * 100).toFixed(4)}%, ` +
        `${disagreements} decisions differ from optimal\n`,
    );
  }
}
