import type { LimitView } from '@lale/contract/responsible-gaming/limits';
import { Success, type ClassHandlers, type SignedInContext } from '../../../rpc/handler.ts';
import { auditLimitChange } from '../limits/limit-audit.ts';
import { presentLimit } from '../limits/limit.presenter.ts';
import { limitsRepository, withUsage, type LimitRow } from '../limits/limits.repository.ts';
import {
  cancelLimitChange,
  confirmLimit,
  setLimit,
  type LimitChange,
  type LimitKey,
} from '../limits/limits.service.ts';

/** responsible_gaming's limit methods; get_state and the breaks are the breaks module's. */
export function limitHandlers(now: () => Date): {
  responsible_gaming: ClassHandlers<'responsible_gaming'>;
} {
  const present = async (ctx: SignedInContext, row: LimitRow, at: Date): Promise<LimitView> =>
    presentLimit(withUsage(row, await limitsRepository.usage(ctx.db, ctx.session.uid, at)), at);
  /** Audits the change and answers the limit as it stands (null once removed). */
  const answer = async (ctx: SignedInContext, change: LimitChange, at: Date) => {
    await auditLimitChange(ctx.db, ctx, change, at);
    const data = change.row ? await present(ctx, change.row, at) : null;
    return new Success(data, { message: change.message });
  };
  const keyOf = (p: Omit<LimitKey, 'userId'>, ctx: SignedInContext): LimitKey => ({
    userId: ctx.session.uid,
    kind: p.kind,
    period: p.period,
  });
  return {
    responsible_gaming: {
      set_limit: {
        handle: async (p, ctx) => {
          const at = now();
          return answer(ctx, await setLimit(ctx.db, keyOf(p, ctx), p.amount, at), at);
        },
      },
      confirm_limit: {
        handle: async (p, ctx) => {
          const at = now();
          return answer(ctx, await confirmLimit(ctx.db, keyOf(p, ctx), at), at);
        },
      },
      cancel_limit_change: {
        handle: async (p, ctx) => {
          const at = now();
          const change = await cancelLimitChange(ctx.db, keyOf(p, ctx));
          await auditLimitChange(ctx.db, ctx, change, at);
          return new Success(await present(ctx, change.row!, at), { message: change.message });
        },
      },
    },
  };
}
