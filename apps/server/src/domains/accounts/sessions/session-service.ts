import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../rpc/handler.ts';
import { newPublicId, newSecret, sha256 } from '../../../platform/secrets.ts';
import { endSessionAtLimit } from '../../responsible-gaming/api.ts';
import {
  sessionRepository as repo,
  type NewSessionRow,
  type SessionRow,
} from './session-repository.ts';

/** ASVS 3.3: a session dies after an hour without calls, and a day after it began in any case. */
export const SESSION_POLICY = { idleMs: 3_600_000, absoluteMs: 86_400_000 } as const;

const TOUCH_EVERY_MS = 60_000;

export interface IssuedSession {
  /** The secret for the cookie; the database keeps only its SHA-256. */
  token: string;
  publicId: string;
  maxAgeSeconds: number;
}

export interface PreparedSession extends IssuedSession {
  row: NewSessionRow;
}

export class SessionService {
  constructor(
    private readonly now: () => Date,
    private readonly policy: { idleMs: number; absoluteMs: number } = SESSION_POLICY,
  ) {}

  /**
   * A new session with a new secret, not yet stored: `row` is what the database keeps. Called
   * at every login, never reusing an id.
   */
  prepare(owner: { userId: number; ip: string; userAgent: string }): PreparedSession {
    const now = this.now();
    const token = newSecret();
    const publicId = newPublicId();
    return {
      token,
      publicId,
      maxAgeSeconds: Math.floor(this.policy.absoluteMs / 1000),
      row: {
        publicId,
        tokenHash: sha256(token),
        userId: owner.userId,
        ip: owner.ip,
        userAgent: owner.userAgent,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.policy.absoluteMs),
      },
    };
  }

  /** `prepare` and store in one go. */
  async issue(
    db: Db,
    owner: { userId: number; ip: string; userAgent: string },
  ): Promise<IssuedSession> {
    const { row, ...issued } = this.prepare(owner);
    await repo.insert(db, row);
    return issued;
  }

  /**
   * The live session of a cookie's secret, marked as seen; 'expired' for any other secret.
   * "Seen" is written at most once a minute: a read per call, not a write per call. A session
   * past its owner's session limit is ended and refused with rg_session_limit_reached.
   */
  async resolve(db: Db, token: string): Promise<Session | 'expired'> {
    const now = this.now();
    const row = await repo.findLive(db, sha256(token), now, this.idleSince(now));
    if (!row) return 'expired';
    // The player's session limit (responsible gaming): the session ends and the call is told why.
    if (row.limitEndsAt && now >= row.limitEndsAt)
      throw await endSessionAtLimit(db, { ...row, limitEndsAt: row.limitEndsAt }, now);
    if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
      await repo.touch(db, row.id, now);
    return { uid: row.userId, rid: row.rid, sessionId: row.publicId };
  }

  /** Session hash → player, for those of `tokenHashes` live now; nothing is marked as seen. */
  async liveOwners(db: Db, tokenHashes: readonly string[]): Promise<Map<string, number>> {
    const now = this.now();
    const rows = await repo.liveOwners(db, [...new Set(tokenHashes)], now, this.idleSince(now));
    return new Map(rows.map((row) => [row.tokenHash, row.userId]));
  }

  revokeToken(db: Db, token: string): Promise<void> {
    return repo.revokeByHash(db, sha256(token), this.now());
  }

  revoke(db: Db, userId: number, publicId: string): Promise<boolean> {
    return repo.revokeOne(db, userId, publicId, this.now());
  }

  /** Ends every session of the player, or every one but `exceptPublicId`; `reason` is kept. */
  revokeAll(db: Db, userId: number, exceptPublicId?: string, reason?: string): Promise<number> {
    return repo.revokeAll(db, userId, this.now(), exceptPublicId, reason);
  }

  list(db: Db, userId: number): Promise<SessionRow[]> {
    const now = this.now();
    return repo.listLive(db, userId, now, this.idleSince(now));
  }

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - this.policy.idleMs);
  }
}
