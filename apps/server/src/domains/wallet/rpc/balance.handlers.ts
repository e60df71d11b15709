import type { ClassHandlers } from '../../../rpc/handler.ts';
import { balanceOf } from '../balance.ts';

/** SPEC §7 finance.check_balance: the player's cash (available) and bonus, kuruş; 0 before any. */
export function balanceHandlers(): { finance: ClassHandlers<'finance'> } {
  return {
    finance: {
      check_balance: {
        handle: async (_payload, ctx) => {
          const balance = await balanceOf(ctx.db, ctx.session.uid);
          return [{ balance: balance.available, bonusBalance: balance.bonus, currency: 'TRY' }];
        },
      },
    },
  };
}
