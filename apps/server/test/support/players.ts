import { SESSION_COOKIE } from '../../src/domains/accounts/sessions/cookie-sessions.ts';
import { SessionService } from '../../src/domains/accounts/sessions/session-service.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { testSealedFields } from './sealed-fields.ts';

const sealed = testSealedFields();

export interface SignedInPlayer {
  uid: number;
  /** Cookies for `app.call(..., { cookies })`. */
  cookies: Record<string, string>;
  sessionId: string;
}

let serial = 0;

/**
 * A player row written straight to the database and a live session for it, without going
 * through registration and login (those have their own tests).
 */
export async function signedInPlayer(
  database: Database,
  options: { rid?: number; now?: Date } = {},
): Promise<SignedInPlayer> {
  const now = options.now ?? new Date();
  serial++;
  const tag = `${process.pid}${serial}${Math.floor(Math.random() * 1e6)}`;
  const [row] = await database.db
    .insert(users)
    .values({
      username: `player${tag}`.slice(0, 30),
      email: `player${tag}@lale.example`,
      passwordHash: 'not-a-real-hash',
      firstname: 'Test',
      lastname: 'Oyuncu',
      birthdate: '1990-01-01',
      ...sealed.identityColumns(tag.padStart(11, '9').slice(-11)),
      country: 'TR',
      city: 'İzmir',
      address: 'Test Sokak 1',
      phone: '+905550000001',
      rid: options.rid ?? 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const uid = row!.id;
  const issued = await new SessionService(() => now).issue(database.db, {
    userId: uid,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return { uid, cookies: { [SESSION_COOKIE]: issued.token }, sessionId: issued.publicId };
}
