import { PLAYER_AUDIT_PAGE } from '@lale/contract/backoffice-players';
import { and, asc, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog, users } from '../../../db/schema.ts';

const SEARCH_HITS = 20;

/** Account events operators read beside a player's responsible-gaming record. */
const SIGN_IN_EVENTS = [
  'register',
  'login',
  'second_factor',
  'logout',
  'session_end',
  'account_close',
];

const playerColumns = {
  uid: users.id,
  username: users.username,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  email: users.email,
  phone: users.phone,
};

/** The last ten digits of a phone number, however it was typed. */
const phoneDigits = sql`right(regexp_replace(${users.phone}, '\\D', '', 'g'), 10)`;

export const playersRepository = {
  /**
   * A player by id (all digits), username (the exact name first, then names it starts), e-mail
   * (exact), phone (its last ten digits) or identity number (its blind index, `identityIndex`).
   */
  search(db: Db, q: string, identityIndex: string | null) {
    const name = q.toLowerCase();
    const byName = like(sql`lower(${users.username})`, `${name.replace(/[\\%_]/g, '\\$&')}%`);
    const matches = [byName, eq(sql`lower(${users.email})`, name)];
    if (/^\d{1,9}$/.test(q)) matches.push(eq(users.id, Number(q)));
    const digits = q.replace(/[\s()+-]/g, '');
    if (/^\d{10,15}$/.test(digits)) matches.push(eq(phoneDigits, digits.slice(-10)));
    if (identityIndex) matches.push(eq(users.identityNumberIndex, identityIndex));
    const where = or(...matches);
    return db
      .select(playerColumns)
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.username}) <> ${name}`, asc(users.username))
      .limit(SEARCH_HITS);
  },

  async byId(db: Db, uid: number) {
    const [row] = await db.select(playerColumns).from(users).where(eq(users.id, uid));
    return row;
  },

  /** Responsible-gaming events (`rg_*`) and sign-ins of the player, newest first. */
  audit(db: Db, uid: number) {
    return db
      .select({
        at: auditLog.createdAt,
        event: auditLog.event,
        result: auditLog.result,
        ip: auditLog.ip,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, uid),
          or(
            like(auditLog.event, 'rg\\_%'),
            sql`${auditLog.event} in (${sql.join(
              SIGN_IN_EVENTS.map((event) => sql`${event}`),
              sql`, `,
            )})`,
          ),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(PLAYER_AUDIT_PAGE);
  },
};
