import type { ClassHandlers } from '../../../rpc/handler.ts';
import { takeBreak, type BreakDeps } from '../breaks/take-break.service.ts';

/** Time-outs and self-exclusions (issue 17). */
export function breakHandlers(deps: BreakDeps): {
  responsible_gaming: ClassHandlers<'responsible_gaming'>;
} {
  return {
    responsible_gaming: {
      take_break: { handle: (p, ctx) => takeBreak(deps, ctx, p) },
    },
  };
}
