import {
  BET_ON_GAMES_TYPES,
  BET_ON_GAMES_TYPE_IDS,
  oddsOf,
  pickWins,
  SUM_LINE,
  type BetOnGamesPick,
  type BetOnGamesType,
} from './bet-types.ts';
import { BALL_COUNT, BALLS_DRAWN, DECK_SIZE } from './draw.ts';

/** An exact fraction of BigInts, never reduced (compare by cross-multiplying). */
export interface Fraction {
  num: bigint;
  den: bigint;
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

const ALL_SETS = choose(BALL_COUNT, BALLS_DRAWN);

/** How many 7-number sets of 1–42 add up to each sum (dynamic programming, exact). */
function setsBySum(): bigint[][] {
  const maxSum = BALLS_DRAWN * BALL_COUNT;
  // ways[k][s]: sets of k numbers, among those seen so far, adding up to s.
  let ways = Array.from({ length: BALLS_DRAWN + 1 }, () => Array<bigint>(maxSum + 1).fill(0n));
  ways[0]![0] = 1n;
  for (let n = 1; n <= BALL_COUNT; n++) {
    const next = ways.map((row) => row.slice());
    for (let k = 1; k <= BALLS_DRAWN; k++)
      for (let s = n; s <= maxSum; s++) next[k]![s]! += ways[k - 1]![s - n]!;
    ways = next;
  }
  return ways;
}

/**
 * The exact chance that a pick wins. Card picks count the 52 cards, first-ball picks the 42
 * equally likely first balls (each by the pick's own rule, pickWins); the picks on the whole
 * set of 7 count sets: a number is in C(41,6) of the C(42,7), sums by dynamic programming,
 * odd majorities as C(21,k)·C(21,7−k) for k ≥ 4.
 */
export function winChance(pick: BetOnGamesPick): Fraction {
  switch (pick.type) {
    case 'colour':
    case 'suit':
    case 'rank':
    case 'picture': {
      let wins = 0;
      for (let card = 0; card < DECK_SIZE; card++) if (pickWins(pick, { balls: [], card })) wins++;
      return { num: BigInt(wins), den: BigInt(DECK_SIZE) };
    }
    case 'first-parity':
    case 'first-third': {
      let wins = 0;
      for (let ball = 1; ball <= BALL_COUNT; ball++)
        if (pickWins(pick, { balls: [ball], card: 0 })) wins++;
      return { num: BigInt(wins), den: BigInt(BALL_COUNT) };
    }
    case 'number':
      return { num: choose(BALL_COUNT - 1, BALLS_DRAWN - 1), den: ALL_SETS };
    case 'sum': {
      const bySum = setsBySum()[BALLS_DRAWN]!;
      const over = bySum.reduce((total, ways, sum) => (sum > SUM_LINE ? total + ways : total), 0n);
      return { num: pick.selection === 'over' ? over : ALL_SETS - over, den: ALL_SETS };
    }
    case 'majority': {
      const odd = BALL_COUNT / 2;
      let oddMore = 0n;
      for (let k = Math.ceil((BALLS_DRAWN + 1) / 2); k <= BALLS_DRAWN; k++)
        oddMore += choose(odd, k) * choose(BALL_COUNT - odd, BALLS_DRAWN - k);
      return { num: pick.selection === 'odd' ? oddMore : ALL_SETS - oddMore, den: ALL_SETS };
    }
  }
}

/** The exact return to player of a pick: its chance times its odds (before rounding stakes). */
export function exactRtp(pick: BetOnGamesPick): Fraction {
  const chance = winChance(pick);
  return { num: chance.num * BigInt(oddsOf(pick)), den: chance.den * 100n };
}

export const toNumber = (fraction: Fraction): number => Number(fraction.num) / Number(fraction.den);

/** Every pick the board offers (each number once), for the RTP table and its test. */
export function everyPick(): BetOnGamesPick[] {
  return BET_ON_GAMES_TYPE_IDS.flatMap((type: BetOnGamesType): BetOnGamesPick[] =>
    type === 'number'
      ? Array.from({ length: BALL_COUNT }, (_, i) => ({ type, selection: String(i + 1) }))
      : Object.keys(BET_ON_GAMES_TYPES[type].selections).map((selection) => ({
          type,
          selection,
        })),
  );
}
