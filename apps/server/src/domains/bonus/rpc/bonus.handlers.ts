import type { ClassHandlers } from '../../../rpc/handler.ts';
import { claimBonus } from '../claim.ts';
import { myBonuses } from '../my-bonuses.ts';

/** The player's bonuses and the claim button (issue 16). */
export function bonusHandlers(now: () => Date): { bonus: ClassHandlers<'bonus'> } {
  return {
    bonus: {
      list_bonuses: { handle: (_p, ctx) => myBonuses(ctx.db, ctx.session.uid, ctx.lang) },
      claim: { handle: (p, ctx) => claimBonus(ctx.db, ctx.session.uid, p, now(), ctx.lang) },
    },
  };
}
