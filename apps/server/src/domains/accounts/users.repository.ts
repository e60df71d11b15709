import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const lower = (column: typeof users.username | typeof users.email) => sql`lower(${column})`;

const loginColumns = {
  id: users.id,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  passwordHash: users.passwordHash,
  status: users.status,
  twoFactor: users.twoFactor,
  rid: users.rid,
  lastLoginAt: users.lastLoginAt,
  language: users.language,
  phone: users.phone,
};
export type LoginUser = Pick<UserRow, keyof typeof loginColumns>;

export const usersRepository = {
  async findById(db: Db, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /**
   * A player signs in with a username or an email, in any case. Usernames have no '@', so one
   * index decides; only what sign-in needs is read (this runs on every login).
   */
  async findForLogin(db: Db, login: string): Promise<LoginUser | undefined> {
    const name = login.toLowerCase();
    const [row] = await db
      .select(loginColumns)
      .from(users)
      .where(eq(lower(name.includes('@') ? users.email : users.username), name));
    return row;
  },

  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(lower(users.email), email.toLowerCase()));
    return row;
  },

  /**
   * The accounts, other than `exceptId`, already holding one of these values; an identity
   * number is matched by its blind index (sealing/sealed-fields.ts), never by plaintext.
   */
  holders(
    db: Db,
    values: { username?: string; email?: string; identityNumberIndex?: string },
    exceptId = 0,
  ): Promise<Pick<UserRow, 'username' | 'email' | 'identityNumberIndex'>[]> {
    const matches = [];
    if (values.username) matches.push(eq(lower(users.username), values.username.toLowerCase()));
    if (values.email) matches.push(eq(lower(users.email), values.email.toLowerCase()));
    if (values.identityNumberIndex)
      matches.push(eq(users.identityNumberIndex, values.identityNumberIndex));
    return db
      .select({
        username: users.username,
        email: users.email,
        identityNumberIndex: users.identityNumberIndex,
      })
      .from(users)
      .where(and(or(...matches), sql`${users.id} <> ${exceptId}`));
  },

  async insert(db: Db, row: NewUserRow): Promise<number> {
    const [created] = await db.insert(users).values(row).returning({ id: users.id });
    return created!.id;
  },

  async update(db: Db, id: number, patch: Partial<NewUserRow> & { updatedAt: Date }) {
    await db.update(users).set(patch).where(eq(users.id, id));
  },

  /** Records a TOTP step as used; false if it (or a later one) was used before: a replay. */
  async acceptTotpStep(db: Db, id: number, step: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ gaLastStep: step })
      .where(and(eq(users.id, id), or(isNull(users.gaLastStep), lt(users.gaLastStep, step))))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};

/** Which field a unique index guards, to name the field when two registrations race. */
export function fieldOfUniqueViolation(
  error: unknown,
): 'username' | 'email' | 'identity_number' | null {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (text.includes('users_username_key')) return 'username';
  if (text.includes('users_email_key')) return 'email';
  if (text.includes('users_identity_number_index_key')) return 'identity_number';
  return null;
}
