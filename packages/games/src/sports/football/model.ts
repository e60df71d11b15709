import { poissonPmf } from './poisson.ts';
import type { ScoreGrid } from './score-grid.ts';

/** Share of goals scored in the first half, near the top leagues' long-run 44–45%. */
export const DEFAULT_FIRST_HALF_SHARE = 0.45;

export interface FootballModelInput {
  /** Expected goals of each side (`expectedGoals` turns ratings into these). */
  homeGoals: number;
  awayGoals: number;
  /**
   * Dixon–Coles ρ: negative values make 0-0 and 1-1 likelier and 1-0 and 0-1 rarer, as real
   * results show (about −0.1). 0 is the independent Poisson model.
   */
  rho?: number;
  firstHalfShare?: number;
}

export interface FootballModel {
  homeGoals: number;
  awayGoals: number;
  rho: number;
  firstHalfShare: number;
  /** The full-time score distribution, summing to 1 within 1e-15. */
  grid: ScoreGrid;
}

/** Dixon–Coles τ for the four low scores; 1 elsewhere. */
function tau(home: number, away: number, lh: number, la: number, rho: number): number {
  if (home === 0 && away === 0) return 1 - lh * la * rho;
  if (home === 0 && away === 1) return 1 + lh * rho;
  if (home === 1 && away === 0) return 1 + la * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

function assertRho(lh: number, la: number, rho: number): void {
  const lowest = Math.max(-1 / lh, -1 / la);
  const highest = Math.min(1 / (lh * la), 1);
  if (!Number.isFinite(rho) || rho < lowest || rho > highest) {
    throw new RangeError(`rho must be in [${lowest}, ${highest}] for these goals, got ${rho}`);
  }
}

/**
 * Independent Poisson goals with the Dixon–Coles correction of the four low scores. The
 * correction moves mass only among 0-0, 0-1, 1-0 and 1-1 and adds up to exactly zero
 * (p00·(−λμρ) + p01·λρ + p10·μρ + p11·(−ρ) = 0), so the grid still sums to 1.
 */
export function footballModel(input: FootballModelInput): FootballModel {
  const { homeGoals: lh, awayGoals: la } = input;
  const rho = input.rho ?? 0;
  const firstHalfShare = input.firstHalfShare ?? DEFAULT_FIRST_HALF_SHARE;
  if (!(firstHalfShare > 0 && firstHalfShare < 1)) throw new RangeError('firstHalfShare in (0, 1)');
  const home = poissonPmf(lh);
  const away = poissonPmf(la);
  assertRho(lh, la, rho);
  const maxHome = home.length - 1;
  const maxAway = away.length - 1;
  const p = new Float64Array((maxHome + 1) * (maxAway + 1));
  for (let h = 0; h <= maxHome; h++) {
    for (let a = 0; a <= maxAway; a++) {
      p[h * (maxAway + 1) + a] = (home[h] as number) * (away[a] as number) * tau(h, a, lh, la, rho);
    }
  }
  return { homeGoals: lh, awayGoals: la, rho, firstHalfShare, grid: { maxHome, maxAway, p } };
}
