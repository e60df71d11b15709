import type { BasketballModel } from '../../sports/basketball/model.ts';
import { drawBasketballMatch } from '../../sports/basketball/seeded-result.ts';
import type { TennisModel } from '../../sports/tennis/match.ts';
import { drawTennisMatch } from '../../sports/tennis/seeded-result.ts';
import type { VolleyballModel } from '../../sports/volleyball/model.ts';
import { drawVolleyballMatch } from '../../sports/volleyball/seeded-result.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/**
 * The final margin of consecutive basketball games, overtime included, against the model's
 * margin pmf (the draw's margin has exactly its chances: a regulation tie plays overtimes until
 * one is not level).
 */
export function basketballMargins(
  model: BasketballModel,
  games: number,
  sourceOf: SourceOf = fairSource,
): OutcomeStream {
  const builder = new StreamBuilder();
  const margin = builder.kind(model.margin.mass);
  for (let nonce = 0; nonce < games; nonce++) {
    const { home, away } = drawBasketballMatch(model, sourceOf(nonce));
    builder.push(margin, home - away - model.margin.offset);
  }
  return builder.build();
}

/** The final score in sets of consecutive tennis matches, against the model's chances. */
export function tennisSetScores(
  model: TennisModel,
  matches: number,
  sourceOf: SourceOf = fairSource,
): OutcomeStream {
  const keys: string[] = [];
  const chances: number[] = [];
  for (const { value, probability } of model.outcomes) {
    const key = `${value.sets.home}-${value.sets.away}`;
    let index = keys.indexOf(key);
    if (index < 0) index = keys.push(key) - 1;
    chances[index] = (chances[index] ?? 0) + probability;
  }
  const builder = new StreamBuilder();
  const score = builder.kind(chances);
  for (let nonce = 0; nonce < matches; nonce++) {
    const { sets } = drawTennisMatch(model, sourceOf(nonce));
    builder.push(score, keys.indexOf(`${sets.home}-${sets.away}`));
  }
  return builder.build();
}

/**
 * Who won each set of consecutive volleyball matches, as the match's sequence of set winners
 * (one of the 20 ways to three sets), against its exact chance: independent sets, the home
 * side's with the model's chance (the fifth set's its own).
 */
export function volleyballSets(
  model: VolleyballModel,
  matches: number,
  sourceOf: SourceOf = fairSource,
): OutcomeStream {
  const sequences = setSequences(model);
  const keys = sequences.map((s) => s.key);
  const builder = new StreamBuilder();
  const sequence = builder.kind(sequences.map((s) => s.chance));
  for (let nonce = 0; nonce < matches; nonce++) {
    const { setWinners } = drawVolleyballMatch(model, sourceOf(nonce));
    builder.push(sequence, keys.indexOf(setWinners.map((side) => side[0]).join('')));
  }
  return builder.build();
}

/** Every sequence of set winners ('h', 'a') that ends a best-of-five match, with its chance. */
function setSequences(model: VolleyballModel): { key: string; chance: number }[] {
  const found: { key: string; chance: number }[] = [];
  const walk = (key: string, chance: number, home: number, away: number) => {
    if (home === 3 || away === 3) {
      found.push({ key, chance });
      return;
    }
    const p = home + away === 4 ? model.decidingSetWin : model.setWin;
    walk(`${key}h`, chance * p, home + 1, away);
    walk(`${key}a`, chance * (1 - p), home, away + 1);
  };
  walk('', 1, 0, 0);
  return found;
}
