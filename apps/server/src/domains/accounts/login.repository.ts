import { eq, sql } from 'drizzle-orm';
import type { NewAuditRow } from './audit-log.ts';
import type { NewSessionRow } from './sessions/session-repository.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, sessions, users } from '../../db/schema.ts';

export const loginRepository = {
  /**
   * Stores a completed login in one statement (one round trip, one commit): the new session,
   * the account's last login and the audit row. Logins are the hot path of the accounts.
   */
  async record(
    db: Db,
    login: {
      session: NewSessionRow;
      audit: NewAuditRow;
      user: { id: number; ip: string; language: string; at: Date };
    },
  ): Promise<void> {
    const { session, audit, user } = login;
    const newSession = db.insert(sessions).values(session).getSQL();
    const newAudit = db.insert(auditLog).values(audit).getSQL();
    // getSQL(): embedded builders would be wrapped in parentheses, which a CTE does not take.
    const signedIn = db
      .update(users)
      .set({
        lastLoginAt: user.at,
        lastLoginIp: user.ip,
        language: user.language,
        updatedAt: user.at,
      })
      .where(eq(users.id, user.id))
      .getSQL();
    await db.execute(
      sql`with new_session as (${newSession}), signed_in as (${signedIn}) ${newAudit}`,
    );
  },
};
