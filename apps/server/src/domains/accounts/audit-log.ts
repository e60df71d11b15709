import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

export type AuditEvent =
  | 'register'
  | 'email_confirm'
  | 'login'
  | 'second_factor'
  | 'logout'
  | 'password_change'
  | 'password_reset_request'
  | 'password_reset'
  | 'ga_generate'
  | 'ga_enrol'
  | 'ga_clear'
  | 'two_factor_type'
  | 'sms_send'
  | 'session_end'
  | 'username_change'
  | 'email_change'
  | 'unlock_mail'
  | 'account_unlock'
  | 'personal_data_export'
  | 'account_close'
  // Responsible gaming: breaks, sign-ins refused during one, the session limit, reality checks.
  | 'rg_break_taken'
  | 'rg_login_refused_break'
  | 'rg_session_limit_end'
  | 'rg_reality_check_set'
  | 'rg_reality_check'
  // Responsible gaming: limits set or lowered, raises and removals requested, confirmed, cancelled.
  | 'rg_limit_set'
  | 'rg_limit_change_requested'
  | 'rg_limit_confirmed'
  | 'rg_limit_change_cancelled';

export interface AuditEntry {
  event: AuditEvent;
  result: 'success' | 'failure' | 'pending';
  userId?: number | null;
  /** What the caller claimed to be (a username or email typed in), for failures. */
  subject?: string | null;
  detail?: Record<string, unknown>;
}

/** Where a call came from. */
export interface AuditOrigin {
  ip: string;
  userAgent: string;
}

/** Writes authentication events; never holds secrets (no passwords, codes or tokens). */
export class AuditLog {
  constructor(private readonly now: () => Date) {}

  async write(db: Db, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values(this.row(origin, entry));
  }

  /** The row `write` would insert, for callers that store it within a larger statement. */
  row(origin: AuditOrigin, entry: AuditEntry): NewAuditRow {
    return {
      userId: entry.userId ?? null,
      subject: entry.subject?.slice(0, 254) ?? null,
      event: entry.event,
      result: entry.result,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 512),
      detail: entry.detail ?? null,
      createdAt: this.now(),
    };
  }
}
