import type { ClassHandlers } from '../../../rpc/handler.ts';
import { clearGa, generateGa, signedInUser } from '../ga.service.ts';
import { endSession, listSessions, twoAuthType } from '../security.service.ts';
import type { UserModuleDeps } from '../user.deps.ts';

/** Second factors and the player's signed-in devices. */
export function securityHandlers(deps: UserModuleDeps): ClassHandlers<'user'> {
  return {
    two_auth_type: { handle: (p, ctx) => twoAuthType(deps, ctx, p) },
    check_user_ga: {
      handle: async (_p, ctx) => ({ enabled: (await signedInUser(ctx)).twoFactor === 'ga' }),
    },
    user_generate_ga: { handle: (_p, ctx) => generateGa(deps, ctx) },
    clear_generated_ga: { handle: (p, ctx) => clearGa(deps, ctx, p.gacode) },
    list_sessions: { handle: (_p, ctx) => listSessions(deps, ctx) },
    end_session: { handle: (p, ctx) => endSession(deps, ctx, p.sessionId) },
  };
}
