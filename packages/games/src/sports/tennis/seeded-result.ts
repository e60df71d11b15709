import type { RandomSource } from '../../fair/random-source.ts';
import { chanceWord, seedStream, type DrawSeeds } from '../core/draws.ts';
import { scoreText, type Score, type Side } from '../core/score.ts';
import type { TennisResult } from './markets.ts';
import type { TennisModel } from './match.ts';
import { firstServes } from './points.ts';
import { tennisResultFromSets } from './result.ts';

/** A drawn match: sets and games won (what tennis markets settle on), the sets, the coin toss. */
export interface TennisMatch extends TennisResult {
  /** Games of each set in order, home first; a tiebreak set is 7-6. */
  setScores: Score[];
  homeServedFirst: boolean;
}

type PlayPoint = (server: Side) => Side;

const HALF_WORD = 2 ** 31;
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const isWon = (points: Score, side: Side, target: number) =>
  points[side] >= target && points[side] - points[other(side)] >= 2;

function playGame(point: PlayPoint, server: Side): Side {
  const points = { home: 0, away: 0 };
  for (;;) {
    const winner = point(server);
    points[winner] += 1;
    if (isWon(points, winner, 4)) return winner;
  }
}

/** Served first by `first` (point 0), then two each: A, BB, AA, … (`firstServes`). */
function playTiebreak(point: PlayPoint, first: Side, target: number): Side {
  const points = { home: 0, away: 0 };
  for (let i = 0; ; i++) {
    const winner = point(firstServes(i) ? first : other(first));
    points[winner] += 1;
    if (isWon(points, winner, target)) return winner;
  }
}

/** Serve alternating by game from `first`, whose turn the tiebreak at 6-6 (game 13) is. */
function playSet(point: PlayPoint, first: Side, tiebreakTarget: number): Score {
  const games = { home: 0, away: 0 };
  for (;;) {
    if (games.home === 6 && games.away === 6) {
      games[playTiebreak(point, first, tiebreakTarget)] += 1;
      return games;
    }
    const winner = playGame(point, (games.home + games.away) % 2 === 0 ? first : other(first));
    games[winner] += 1;
    if (isWon(games, winner, 6)) return games;
  }
}

/**
 * A whole match played point by point with the pricing model's rules, in this order: one word
 * for the coin toss (home serves first below 2³¹), then one word w per point, won by the
 * server if w / 2³² is below the server's chance. Games to four ahead by two; sets to six
 * ahead by two with a tiebreak at 6-6 (to 7, or `finalSetTiebreak` in the final set; served
 * A, BB, AA, … from the set's first server); the next set's first server is the other player
 * after a set of odd length (a tiebreak counts one game).
 */
export function drawTennisMatch(model: TennisModel, source: RandomSource): TennisMatch {
  const serve = { home: model.homeServe, away: model.awayServe };
  const point: PlayPoint = (server) => (chanceWord(source, serve[server]) ? server : other(server));
  const homeServedFirst = source.nextUint32() < HALF_WORD;
  let first: Side = homeServedFirst ? 'home' : 'away';
  const needed = (model.bestOf + 1) / 2;
  const won = { home: 0, away: 0 };
  const setScores: Score[] = [];
  while (won.home < needed && won.away < needed) {
    const finalSet = won.home + won.away === model.bestOf - 1;
    const set = playSet(point, first, finalSet ? model.finalSetTiebreak : 7);
    setScores.push(set);
    won[set.home > set.away ? 'home' : 'away'] += 1;
    if ((set.home + set.away) % 2 === 1) first = other(first);
  }
  const built = tennisResultFromSets(setScores, model.bestOf);
  if ('error' in built) throw new Error(`a drawn match cannot be ${built.error}`);
  return { ...built.result, setScores, homeServedFirst };
}

/** The match of committed seeds: the provably fair stream of (server seed, client seed, nonce). */
export function tennisResultFromSeed(model: TennisModel, seeds: DrawSeeds): TennisMatch {
  return drawTennisMatch(model, seedStream(seeds));
}

/** The set scores as shown, "6-4 3-6 7-6". */
export function tennisResultText(result: Pick<TennisMatch, 'setScores'>): string {
  return result.setScores.map(scoreText).join(' ');
}
