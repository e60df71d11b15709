import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import type { CallContext } from '../../rpc/handler.ts';

/** The audit events this domain writes beside the player's sign-ins. */
export type ResponsibleGamingAuditEvent =
  'rg_break_taken' | 'rg_login_refused_break' | 'rg_reality_check_set' | 'rg_reality_check';

/**
 * What responsible gaming uses of the accounts (the clock, the audit trail, the sealed e-mail
 * index, the sessions), declared here so that it depends on no account type: the accounts
 * depend on this domain (the sign-in gate, the session limit, registration), never the other
 * way round. The composition hands over the accounts' services, which have this shape.
 */
export interface AccountServices {
  now: () => Date;
  audit: {
    write(
      db: Db,
      origin: { ip: string; userAgent: string },
      entry: {
        event: ResponsibleGamingAuditEvent;
        result: 'success' | 'failure';
        userId: number;
        detail?: Record<string, unknown>;
      },
    ): Promise<void>;
  };
  sealed: { emailIndex(email: string): string };
  sessions: {
    revokeAll(db: Db, userId: number, exceptPublicId?: string, reason?: string): Promise<number>;
  };
}

/** The accounts' re-authentication before a sensitive change (bound by the composition). */
export type ConfirmCurrentPassword = (
  ctx: CallContext,
  user: typeof users.$inferSelect,
  password: string | undefined,
) => Promise<void>;
