import type { JackpotPool } from '@lale/contract/methods/betting';
import type { ClassHandlers } from '../../../rpc/handler.ts';
import { poolBalances } from '../jackpots/jackpots.ts';
import { JACKPOT_POOLS } from '../jackpots/pools.ts';

/** SPEC §7 habanero.getJackpots: the progressive pools as they stand; the client reads data[0]. */
export function habaneroHandlers(): { habanero: ClassHandlers<'habanero'> } {
  return {
    habanero: {
      getJackpots: {
        handle: async (_payload, ctx) => {
          const balances = await poolBalances(ctx.db);
          const pools: JackpotPool[] = JACKPOT_POOLS.map((pool) => ({
            id: pool.id,
            name: pool.name[ctx.lang],
            amount: balances.get(pool.pool) ?? 0,
            currency: 'TRY',
          }));
          return [pools];
        },
      },
    },
  };
}
