import type { CallContext } from '../../../rpc/handler.ts';

/** Where a call came from, as the accounts' audit log records it. */
export function auditOrigin(ctx: CallContext): { ip: string; userAgent: string } {
  return { ip: ctx.ip, userAgent: ctx.http.userAgent };
}
