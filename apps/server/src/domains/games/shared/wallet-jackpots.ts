import { awardJackpot, poolConfig } from '../../wallet/api.ts';
import type { JackpotBank } from './studio-deps.ts';

/** The wallet's progressive pools, as the studio uses them. */
export const walletJackpots: JackpotBank = {
  award: (tx, input) => awardJackpot(tx, { ...input, pool: poolConfig(input.pool).pool }),
};
