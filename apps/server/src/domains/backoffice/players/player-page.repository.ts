import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

const PAGE = 50;

export interface ProfileRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  email_verified_at: Date | string | null;
  phone: string;
  birthdate: string;
  country: string;
  city: string;
  address: string;
  identity_number: string;
  language: string;
  two_factor: string;
  status: 'active' | 'inactive' | 'closed';
  created_at: Date | string;
  last_login_at: Date | string | null;
  last_login_ip: string | null;
}

export interface SessionRow {
  public_id: string;
  ip: string;
  user_agent: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  revoked_at: Date | string | null;
  expires_at: Date | string;
  end_reason: string | null;
}

export interface LoginRow {
  created_at: Date | string;
  event: string;
  result: 'success' | 'failure' | 'pending';
  ip: string;
}

export interface NoteRow {
  id: number | string;
  body: string;
  operator: string;
  created_at: Date | string;
}

/** What the player page reads besides balances, limits and adjustments: one query each. */
export const playerPageRepository = {
  async profile(db: Db, uid: number): Promise<ProfileRow | undefined> {
    return rowsOf<ProfileRow>(
      await db.execute(sql`
        select id, username, firstname, lastname, email, email_verified_at, phone,
               birthdate::text as birthdate, country, city, address, identity_number, language,
               two_factor, status, created_at, last_login_at, last_login_ip
        from users where id = ${uid}`),
    )[0];
  },

  async sessions(db: Db, uid: number): Promise<SessionRow[]> {
    return rowsOf<SessionRow>(
      await db.execute(sql`
        select public_id, ip, user_agent, created_at, last_seen_at, revoked_at, expires_at,
               end_reason
        from sessions where user_id = ${uid}
        order by created_at desc, id desc limit ${PAGE}`),
    );
  },

  async logins(db: Db, uid: number): Promise<LoginRow[]> {
    return rowsOf<LoginRow>(
      await db.execute(sql`
        select created_at, event, result, ip from audit_log
        where user_id = ${uid} and event in ('login', 'second_factor', 'logout')
        order by created_at desc, id desc limit ${PAGE}`),
    );
  },

  async notes(db: Db, uid: number): Promise<NoteRow[]> {
    return rowsOf<NoteRow>(
      await db.execute(sql`
        select n.id, n.body, o.username as operator, n.created_at
        from player_notes n join operators o on o.id = n.operator_id
        where n.user_id = ${uid}
        order by n.created_at desc, n.id desc limit ${PAGE}`),
    );
  },

  async addNote(db: Db, uid: number, operatorId: number, body: string, at: Date): Promise<number> {
    const [row] = rowsOf<{ id: number | string }>(
      await db.execute(sql`
        insert into player_notes (user_id, operator_id, body, created_at)
        values (${uid}, ${operatorId}, ${body}, ${at}) returning id`),
    );
    return Number(row!.id);
  },
};
