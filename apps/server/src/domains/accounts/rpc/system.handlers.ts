import type { ClassHandlers } from '../../../rpc/handler.ts';

/** `ping` needs a session, and resolving it marks it as seen: the call keeps it alive. */
export function systemHandlers(now: () => Date): { system: ClassHandlers<'system'> } {
  return {
    system: {
      ping: { handle: async () => ({ pong: true as const, serverTime: now().toISOString() }) },
    },
  };
}
