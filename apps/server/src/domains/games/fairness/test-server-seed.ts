import { generateServerSeed } from '@lale/games/fair';

const SEED_SHAPE = /^[0-9a-f]{64}$/;

/**
 * Whose seed pairs a test server fixes: players named with this prefix only (browser tests
 * register them on purpose), so every other player, the demo player included, keeps fresh,
 * secret seeds and the games' other tests play as players do.
 */
export const FIXED_SEED_USERNAME_PREFIX = 'fx';

/** True when this server may fix some players' server seeds (never in production). */
export function fixesServerSeeds(env: NodeJS.ProcessEnv = process.env): boolean {
  const fixed = env.TEST_FIXED_SERVER_SEED;
  return env.NODE_ENV !== 'production' && fixed !== undefined && SEED_SHAPE.test(fixed);
}

/**
 * The server seed for a new seed pair: fresh and secret, except that browser tests may fix it
 * (TEST_FIXED_SERVER_SEED, 64 hex characters) for players named FIXED_SEED_USERNAME_PREFIX…,
 * to find a client seed that plays a chosen outcome with the public maths. Ignored when
 * NODE_ENV is production: there a known seed would let anyone predict every round.
 */
export function newServerSeed(
  username: string | null,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (fixesServerSeeds(env) && username?.startsWith(FIXED_SEED_USERNAME_PREFIX))
    return env.TEST_FIXED_SERVER_SEED!;
  return generateServerSeed();
}
