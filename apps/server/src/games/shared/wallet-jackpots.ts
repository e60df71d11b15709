import { award, contribute } from '../../wallet/jackpots/jackpots.ts';
import { poolConfig } from '../../wallet/jackpots/pools.ts';
import type { JackpotBank } from './studio-deps.ts';

/** The wallet's progressive pools, as the studio uses them. */
export const walletJackpots: JackpotBank = {
  contribute,
  award: (tx, input) => award(tx, { ...input, pool: poolConfig(input.pool).pool }),
};
