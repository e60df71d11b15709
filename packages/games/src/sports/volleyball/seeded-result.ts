import type { RandomSource } from '../../fair/random-source.ts';
import { chanceWord, seedStream, type DrawSeeds } from '../core/draws.ts';
import { scoreText, type Side } from '../core/score.ts';
import type { VolleyballResult } from './markets.ts';
import type { VolleyballModel } from './model.ts';

/** A drawn match: sets won (what volleyball markets settle on) and who won each set. */
export interface VolleyballMatch extends VolleyballResult {
  setWinners: Side[];
}

/**
 * A whole match drawn from the model, set by set: one word w per set, the home side's if
 * w / 2³² is below its chance (`setWin` in sets 1–4, `decidingSetWin` in the fifth), until a
 * side has three. Independent sets, so the set scores have exactly the model's chances (to 2⁻³²).
 */
export function drawVolleyballMatch(model: VolleyballModel, source: RandomSource): VolleyballMatch {
  const won = { home: 0, away: 0 };
  const setWinners: Side[] = [];
  while (won.home < 3 && won.away < 3) {
    const chance = won.home + won.away === 4 ? model.decidingSetWin : model.setWin;
    const winner = chanceWord(source, chance) ? 'home' : 'away';
    won[winner] += 1;
    setWinners.push(winner);
  }
  return { ...won, setWinners };
}

/** The match of committed seeds: the provably fair stream of (server seed, client seed, nonce). */
export function volleyballResultFromSeed(
  model: VolleyballModel,
  seeds: DrawSeeds,
): VolleyballMatch {
  return drawVolleyballMatch(model, seedStream(seeds));
}

/** Sets won as shown, "3-1". */
export function volleyballResultText(result: VolleyballResult): string {
  return scoreText(result);
}
