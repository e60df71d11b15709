import type { FootballModel } from '../../sports/football/model.ts';
import { drawFootballTimeline } from '../../sports/football/timeline.ts';
import { fairSource, type SourceOf } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/** Full-time scores of consecutive matches, as home · (maxAway + 1) + away, against the grid. */
export function footballScores(
  model: FootballModel,
  matches: number,
  sourceOf: SourceOf = fairSource,
): OutcomeStream {
  const { maxAway, p } = model.grid;
  const builder = new StreamBuilder();
  const score = builder.kind(p);
  for (let nonce = 0; nonce < matches; nonce++) {
    const { fullTime } = drawFootballTimeline(model, sourceOf(nonce));
    builder.push(score, fullTime.home * (maxAway + 1) + fullTime.away);
  }
  return builder.build();
}
