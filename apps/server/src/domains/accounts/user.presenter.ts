import type { Lang } from '@lale/contract/languages';
import type { LoginData, SessionInfo, UserProfile } from '@lale/contract/methods/user';
import type { SessionRow } from './sessions/session-repository.ts';
import type { UserRow } from './users.repository.ts';

/** The site's time zone (Türkiye), the `gtm` of SPEC §3. */
const SITE_GMT = 'GMT+03:00';

export function presentLoginData(
  user: Pick<UserRow, 'id' | 'username' | 'firstname' | 'lastname' | 'rid'>,
  call: { ip: string; lang: Lang },
  step: { lastLogin: Date | null; twoFactor?: LoginData['twoFactor']; challenge?: string },
): LoginData {
  // A password alone tells no more of the player than the username it was typed with.
  const signedIn = !step.twoFactor;
  return {
    uid: user.id,
    uip: call.ip,
    gtm: SITE_GMT,
    language: call.lang,
    username: user.username,
    firstname: signedIn ? user.firstname : null,
    lastname: signedIn ? user.lastname : null,
    lastlogin: step.lastLogin?.toISOString() ?? null,
    rid: user.rid,
    twoFactor: step.twoFactor ?? null,
    challenge: step.challenge ?? null,
  };
}

export function presentProfile(user: UserRow): UserProfile {
  return {
    uid: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    email: user.email,
    phone: user.phone,
    birthdate: user.birthdate,
    country: user.country,
    city: user.city,
    address: user.address,
    currency: user.currency,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactor: user.twoFactor,
    smsOptIn: user.smsOptIn,
    emailOptIn: user.emailOptIn,
  };
}

export function presentSession(row: SessionRow, currentId: string): SessionInfo {
  return {
    id: row.publicId,
    current: row.publicId === currentId,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Enough of the number for the player to recognise it: +90*******67. */
export function maskPhone(phone: string): string {
  return phone.length <= 5
    ? '*'.repeat(phone.length)
    : phone.slice(0, 3) + '*'.repeat(phone.length - 5) + phone.slice(-2);
}
