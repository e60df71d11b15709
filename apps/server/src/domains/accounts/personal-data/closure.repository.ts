import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { accountTokens, loginChallenges, outbox, smsCodes, users } from '../../../db/schema.ts';
import type { UserRow } from '../users.repository.ts';

/** Stands in for a closed account's email: unique per account and never deliverable (RFC 2606). */
export const closedEmail = (userId: number) => `closed-${userId}@closed.invalid`;

/** No argon2 hash looks like this, so no password ever verifies against it. */
export const NO_PASSWORD = '!closed';

/**
 * What closing keeps and what it erases. Kept, because the money records (ledger transfers,
 * account history, cashier requests, coupons and rounds) must name their owner for as long as
 * the law requires: the id, username, names, birth date, identity number (sealed, with its
 * index, so the number cannot open a second account unnoticed), country, currency and dates.
 * Erased: how to reach the player (email, phone, address), marketing (opt-ins, promotion and
 * reference codes), credentials and second factors, the last sign-in address, pending codes
 * and links, and the messages the development mailbox kept for the player.
 */
export async function eraseForClosure(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'phone'>,
  now: Date,
): Promise<void> {
  const userId = user.id;
  await db
    .update(users)
    .set({
      status: 'closed',
      closedAt: now,
      updatedAt: now,
      email: closedEmail(userId),
      emailVerifiedAt: null,
      phone: '',
      city: '',
      address: '',
      smsOptIn: false,
      emailOptIn: false,
      promotionCode: null,
      referenceNumber: null,
      passwordHash: NO_PASSWORD,
      twoFactor: 'none',
      gaSecretSealed: null,
      gaPendingSecretSealed: null,
      gaLastStep: null,
      lastLoginIp: null,
    })
    .where(eq(users.id, userId));
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await db.delete(smsCodes).where(eq(smsCodes.userId, userId));
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(outbox).where(inArray(outbox.recipient, [user.email, user.phone]));
  // Ended sessions keep only their times: the address and browser were the player's.
  await db.execute(sql`update sessions set ip = '', user_agent = '' where user_id = ${userId}`);
}
