/**
 * The progressive pools: a share of every slot stake (basis points) feeds each, and after a
 * win the house puts the seed back in.
 */
export const JACKPOT_POOLS = [
  { id: 1, pool: 'mini', shareBps: 50, seed: 1_000_00, name: { tr: 'Mini', en: 'Mini' } },
  { id: 2, pool: 'major', shareBps: 30, seed: 10_000_00, name: { tr: 'Büyük', en: 'Major' } },
  { id: 3, pool: 'grand', shareBps: 20, seed: 100_000_00, name: { tr: 'Mega', en: 'Grand' } },
] as const;

export type JackpotPoolName = (typeof JACKPOT_POOLS)[number]['pool'];

/** A pool's configuration by name; throws for an unknown pool. */
export function poolConfig(pool: string) {
  const config = JACKPOT_POOLS.find((candidate) => candidate.pool === pool);
  if (!config) throw new RangeError(`no jackpot pool ${pool}`);
  return config;
}

/** Each pool's share of a stake, kuruş rounded down (a pool's share may be 0). */
export function jackpotShares(stake: number): { pool: JackpotPoolName; amount: number }[] {
  return JACKPOT_POOLS.map((config) => ({
    pool: config.pool,
    amount: Math.floor((stake * config.shareBps) / 10_000),
  }));
}
