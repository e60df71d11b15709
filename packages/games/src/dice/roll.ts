import type { RandomSource } from '../fair/random-source.ts';
import { hmacStream } from '../fair/hmac-stream.ts';
import { uniformInt } from '../fair/scaling.ts';

export const DIE_FACES = 6;

/** Two dice, each 1–6, in the order they were rolled. */
export type DiceRoll = readonly [number, number];

/** The roll from a fair source: each die is 1 + uniformInt(6), the first die first. */
export function rollFrom(source: RandomSource): DiceRoll {
  const first = uniformInt(source, DIE_FACES) + 1;
  return [first, uniformInt(source, DIE_FACES) + 1];
}

/**
 * The roll of `{serverSeed, clientSeed, nonce}` on @lale/games/fair's HMAC-SHA256 stream: the
 * server rolls with it and anyone recomputes it from the revealed seed.
 */
export function rollDice(serverSeed: string, clientSeed: string, nonce: number): DiceRoll {
  return rollFrom(hmacStream(serverSeed, clientSeed, nonce));
}

export const totalOf = (roll: DiceRoll) => roll[0] + roll[1];

/** All 36 rolls, each as likely as the others. */
export function everyRoll(): DiceRoll[] {
  const rolls: DiceRoll[] = [];
  for (let a = 1; a <= DIE_FACES; a++) for (let b = 1; b <= DIE_FACES; b++) rolls.push([a, b]);
  return rolls;
}
