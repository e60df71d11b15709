import { describe, expect, it } from 'vitest';
import { rational, toFractionString, toNumber } from '../slots/rational.ts';
import { enumerateCoups, exactBaccaratEdge, exactWinnerProbability } from './exact-edge.ts';

const percent = (value: ReturnType<typeof rational>) => toNumber(value) * 100;

describe('baccarat exact edges (8 decks, full enumeration by card value)', () => {
  it('counts every ordered six-card deal once', () => {
    const { classes, total } = enumerateCoups();
    expect(total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(classes.reduce((sum, entry) => sum + entry.weight, 0)).toBe(total);
  });

  it('gives the published winner probabilities', () => {
    expect(toFractionString(exactWinnerProbability('banker'))).toBe('8954111587648/19524993263685');
    expect(toFractionString(exactWinnerProbability('player'))).toBe('8712962041376/19524993263685');
    expect(toFractionString(exactWinnerProbability('tie'))).toBe('619306544887/6508331087895');
    expect(toNumber(exactWinnerProbability('banker'))).toBeCloseTo(0.458597, 6);
    expect(toNumber(exactWinnerProbability('player'))).toBeCloseTo(0.446247, 6);
    expect(toNumber(exactWinnerProbability('tie'))).toBeCloseTo(0.095156, 6);
  });

  it('banker with 5% commission: 1.0579%', () => {
    const edge = exactBaccaratEdge('banker', 'commission');
    expect(toFractionString(edge)).toBe('114753351728/10847218479825');
    expect(percent(edge)).toBeCloseTo(1.0579, 4);
  });

  it('player: 1.2351%, the same in both variants', () => {
    const edge = exactBaccaratEdge('player', 'commission');
    expect(toFractionString(edge)).toBe('241149546272/19524993263685');
    expect(percent(edge)).toBeCloseTo(1.2351, 4);
    expect(exactBaccaratEdge('player', 'noCommission')).toEqual(edge);
  });

  it('tie at 8:1: 14.3596%', () => {
    const edge = exactBaccaratEdge('tie', 'commission');
    expect(toFractionString(edge)).toBe('103841353768/723147898655');
    expect(percent(edge)).toBeCloseTo(14.3596, 4);
  });

  it('banker without commission, a win on 6 paying 1:2: 1.4581%', () => {
    const edge = exactBaccaratEdge('banker', 'noCommission');
    expect(toFractionString(edge)).toBe('284694798368/19524993263685');
    expect(percent(edge)).toBeCloseTo(1.4581, 4);
  });

  it('player pair and banker pair at 11:1: 43/415 = 10.3614%', () => {
    for (const variant of ['commission', 'noCommission'] as const) {
      expect(exactBaccaratEdge('playerPair', variant)).toEqual(rational(43, 415));
      expect(exactBaccaratEdge('bankerPair', variant)).toEqual(rational(43, 415));
    }
    expect(percent(rational(43, 415))).toBeCloseTo(10.3614, 4);
  });
});
