import { describe, expect, it } from 'vitest';
import { hmacStream } from '../../fair/hmac-stream.ts';
import { setWinFromRallies, volleyballModel } from './model.ts';
import {
  volleyballResultFromSeed,
  volleyballResultText,
  type VolleyballMatch,
} from './seeded-result.ts';

const model = volleyballModel({
  setWin: setWinFromRallies(0.53),
  decidingSetWin: setWinFromRallies(0.51, 15),
});
const SERVER_SEED = '9d21'.repeat(16);
/** Upper 1% point of chi-square with 5 degrees of freedom (six set-betting cells). */
const CHI_SQUARE_99_DF5 = 15.086;

/** The README's draw order by hand: one word per set, home's below its chance · 2³². */
function byHand(nonce: number): VolleyballMatch {
  const stream = hmacStream(SERVER_SEED, 'order', nonce);
  const won = { home: 0, away: 0 };
  const setWinners: ('home' | 'away')[] = [];
  while (won.home < 3 && won.away < 3) {
    const chance = won.home + won.away === 4 ? model.decidingSetWin : model.setWin;
    const side = stream.nextUint32() / 2 ** 32 < chance ? 'home' : 'away';
    won[side] += 1;
    setWinners.push(side);
  }
  return { ...won, setWinners };
}

describe('volleyballResultFromSeed', () => {
  it('is reproducible from its seeds and reads one word per set', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'order', nonce: 0 };
    expect(volleyballResultFromSeed(model, seeds)).toEqual(volleyballResultFromSeed(model, seeds));
    for (let nonce = 0; nonce < 200; nonce++)
      expect(volleyballResultFromSeed(model, { ...seeds, nonce })).toEqual(byHand(nonce));
    expect(volleyballResultText({ home: 3, away: 1 })).toBe('3-1');
  });

  it('gives the set-betting cells of the model over 40,000 seeded matches (chi-square at 99%)', () => {
    const n = 40_000;
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < n; nonce++) {
      const match = volleyballResultFromSeed(model, {
        serverSeed: SERVER_SEED,
        clientSeed: 'sportsbook',
        nonce,
      });
      expect(match.setWinners.filter((side) => side === 'home')).toHaveLength(match.home);
      const key = volleyballResultText(match);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const chiSquare = model.outcomes.reduce((sum, { value, probability }) => {
      const expected = probability * n;
      return sum + ((counts.get(`${value.home}-${value.away}`) ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(counts.size).toBe(6);
    expect(chiSquare).toBeLessThan(CHI_SQUARE_99_DF5);
    const homeWins = ['3-0', '3-1', '3-2'].reduce((sum, key) => sum + (counts.get(key) ?? 0), 0);
    const home = model.outcomes.reduce((s, o) => s + (o.value.home === 3 ? o.probability : 0), 0);
    expect(Math.abs(homeWins / n - home)).toBeLessThan(4 * Math.sqrt((home * (1 - home)) / n));
  });
});
