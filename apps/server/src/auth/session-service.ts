import type { Db } from '../db/client.ts';
import type { Session } from '../rpc/handler.ts';
import { newPublicId, newSecret, sha256 } from './secrets.ts';
import { sessionRepository as repo, type SessionRow } from './session-repository.ts';

/** ASVS 3.3: a session dies after an hour without calls, and a day after it began in any case. */
export const SESSION_POLICY = { idleMs: 3_600_000, absoluteMs: 86_400_000 } as const;

export interface IssuedSession {
  /** The secret for the cookie; the database keeps only its SHA-256. */
  token: string;
  publicId: string;
  maxAgeSeconds: number;
}

export class SessionService {
  constructor(
    private readonly now: () => Date,
    private readonly policy: { idleMs: number; absoluteMs: number } = SESSION_POLICY,
  ) {}

  /** A new session with a new secret: called at every login, never reusing an id. */
  async issue(
    db: Db,
    owner: { userId: number; ip: string; userAgent: string },
  ): Promise<IssuedSession> {
    const now = this.now();
    const token = newSecret();
    const publicId = newPublicId();
    await repo.insert(db, {
      publicId,
      tokenHash: sha256(token),
      userId: owner.userId,
      ip: owner.ip,
      userAgent: owner.userAgent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.absoluteMs),
    });
    return { token, publicId, maxAgeSeconds: Math.floor(this.policy.absoluteMs / 1000) };
  }

  /** The live session of a cookie's secret, now marked as seen; 'expired' for any other secret. */
  async resolve(db: Db, token: string): Promise<Session | 'expired'> {
    const now = this.now();
    const row = await repo.touch(db, sha256(token), now, this.idleSince(now));
    return row ? { uid: row.userId, rid: row.rid, sessionId: row.publicId } : 'expired';
  }

  revokeToken(db: Db, token: string): Promise<void> {
    return repo.revokeByHash(db, sha256(token), this.now());
  }

  revoke(db: Db, userId: number, publicId: string): Promise<boolean> {
    return repo.revokeOne(db, userId, publicId, this.now());
  }

  /** Ends every session of the player, or every one but `exceptPublicId`. */
  revokeAll(db: Db, userId: number, exceptPublicId?: string): Promise<number> {
    return repo.revokeAll(db, userId, this.now(), exceptPublicId);
  }

  list(db: Db, userId: number): Promise<SessionRow[]> {
    const now = this.now();
    return repo.listLive(db, userId, now, this.idleSince(now));
  }

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - this.policy.idleMs);
  }
}
