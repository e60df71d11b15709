import { and, isNull, sql } from 'drizzle-orm';
import type { FieldCipher } from '../platform/field-encryption/field-cipher.ts';
import type { PasswordHasher } from '../platform/password-hasher.ts';
import type { Db } from '../db/client.ts';
import { operators } from '../db/schema.ts';
import { OPERATOR_TOTP_PURPOSE } from '../domains/backoffice/api.ts';

/**
 * The back office's first operator outside production: admin / Admin1234, its authenticator
 * already enrolled with a secret everyone knows (README's demo section), so that tests and
 * people can sign in: never in production.
 */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'Admin1234',
  role: 'admin',
  totpSecret: 'LALEBACKOFFICEDEMOADMINTOTPKEY23',
} as const;

/** Adds the demo operator once (never in production: the caller checks NODE_ENV). */
export async function seedDemoOperator(
  db: Db,
  hasher: PasswordHasher,
  cipher: FieldCipher,
  now: Date = new Date(),
): Promise<boolean> {
  const isDemo = sql`lower(${operators.username}) = ${DEMO_OPERATOR.username}`;
  const totpSecretSealed = cipher.seal(DEMO_OPERATOR.totpSecret, OPERATOR_TOTP_PURPOSE);
  const existing = await db.select({ id: operators.id }).from(operators).where(isDemo);
  if (existing.length > 0) {
    // A demo database from before operators needed an authenticator.
    await db
      .update(operators)
      .set({ totpSecretSealed })
      .where(and(isDemo, isNull(operators.totpSecretSealed), isNull(operators.totpPendingSealed)));
    return false;
  }
  const passwordHash = await hasher.hash(DEMO_OPERATOR.password);
  const inserted = await db
    .insert(operators)
    .values({
      username: DEMO_OPERATOR.username,
      passwordHash,
      role: DEMO_OPERATOR.role,
      totpSecretSealed,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return inserted.length > 0;
}
