import { eq, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../platform/password-hasher.ts';
import type { SealedFields } from '../domains/accounts/api.ts';
import type { Db } from '../db/client.ts';
import { siteSettings, users } from '../db/schema.ts';

/** Its own marker, so databases seeded before the accounts work get the player too. */
export const DEMO_SEED_KEY = 'seed_demo_players';
export const DEMO_PLAYER = { username: 'demo', password: 'Demo1234', email: 'demo@lale.example' };

/**
 * Adds the demo player (confirmed email, no second factor) once. Returns false when the step
 * ran before. Only called when demo data is on (never by default in production).
 */
export async function seedDemoPlayer(
  db: Db,
  hasher: PasswordHasher,
  sealed: SealedFields,
  now: Date = new Date(),
): Promise<boolean> {
  const seeded = (await db.select().from(siteSettings).where(eq(siteSettings.key, DEMO_SEED_KEY)))
    .length;
  if (seeded > 0) return false;
  // Hashed outside the transaction: argon2 takes a while and needs no lock.
  const passwordHash = await hasher.hash(DEMO_PLAYER.password);
  return db.transaction(async (tx) => {
    const marker = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, DEMO_SEED_KEY))
      .for('update');
    if (marker.length > 0) return false; // another process got there first
    await tx.insert(siteSettings).values({ key: DEMO_SEED_KEY, value: { at: now.toISOString() } });
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${DEMO_PLAYER.username}`);
    if (existing.length > 0) return true;
    await tx.insert(users).values({
      username: DEMO_PLAYER.username,
      email: DEMO_PLAYER.email,
      emailVerifiedAt: now,
      passwordHash,
      firstname: 'Demo',
      lastname: 'Oyuncu',
      birthdate: '1990-01-01',
      ...sealed.identityColumns('10000000146'),
      country: 'TR',
      city: 'İstanbul',
      address: 'Demo Sokak 1, Beşiktaş',
      phone: '+905550000000',
      language: 'tr',
      createdAt: now,
      updatedAt: now,
    });
    return true;
  });
}
