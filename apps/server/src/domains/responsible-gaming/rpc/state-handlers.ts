import type { ClassHandlers } from '../../../rpc/handler.ts';
import type { AccountServices } from '../account-services.ts';
import { listLimits } from '../limits/api.ts';
import { acknowledgeRealityCheck, setRealityCheck } from '../sessions/reality-check.ts';
import { sessionSummary } from '../sessions/session-summary.ts';

/** The player's responsible-gaming state, reality checks and this session's summary. */
export function stateHandlers(deps: Pick<AccountServices, 'now' | 'audit'>): {
  responsible_gaming: ClassHandlers<'responsible_gaming'>;
} {
  return {
    responsible_gaming: {
      get_state: {
        handle: async (_p, ctx) => {
          const now = deps.now();
          const session = await sessionSummary(ctx.db, ctx.session, now);
          const limits = await listLimits(ctx.db, ctx.session.uid, now, session.minutes);
          return { limits, realityCheckMinutes: session.realityCheckMinutes, session };
        },
      },
      session_summary: { handle: (_p, ctx) => sessionSummary(ctx.db, ctx.session, deps.now()) },
      set_reality_check: { handle: (p, ctx) => setRealityCheck(deps, ctx, p) },
      acknowledge_reality_check: { handle: (p, ctx) => acknowledgeRealityCheck(deps, ctx, p) },
    },
  };
}
