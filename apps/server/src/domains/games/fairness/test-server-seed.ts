import { generateServerSeed } from '@lale/games/fair';

const SEED_SHAPE = /^[0-9a-f]{64}$/;

/**
 * The server seed for a new seed pair: fresh and secret, except that browser tests may fix it
 * (TEST_FIXED_SERVER_SEED, 64 hex characters) to find a client seed that plays a chosen outcome
 * with the public maths. Ignored when NODE_ENV is production: there a known seed would let
 * anyone predict every round.
 */
export function newServerSeed(env: NodeJS.ProcessEnv = process.env): string {
  const fixed = env.TEST_FIXED_SERVER_SEED;
  if (env.NODE_ENV !== 'production' && fixed && SEED_SHAPE.test(fixed)) return fixed;
  return generateServerSeed();
}
