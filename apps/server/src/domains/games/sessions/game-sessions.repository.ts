import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../../db/client.ts';
import { sessions, studioGameSessions, type StudioLaunchKind } from '../../../db/schema.ts';

/** A game page stays open for a long evening; it also ends with the site session. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface GameSession {
  userId: number;
  launchKind: StudioLaunchKind;
  catalogueId: number;
  engineId: string;
  engineModel: string;
  lang: Lang;
  /** Rounds and hands are kept per game: '<launch kind>:<catalogue id>'. */
  gameKey: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const gameSessions = {
  async create(
    db: Db,
    input: Omit<GameSession, 'gameKey'> & { siteSessionId: string; now: Date },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(studioGameSessions).values({
      tokenHash: hash(token),
      userId: input.userId,
      siteSessionId: input.siteSessionId,
      launchKind: input.launchKind,
      catalogueId: input.catalogueId,
      engineId: input.engineId,
      engineModel: input.engineModel,
      lang: input.lang,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + GAME_SESSION_TTL_MS),
    });
    return token;
  },

  /** The live game session of a bearer token, or null (unknown, expired, or site session over). */
  async resolve(db: Db, token: string, now: Date): Promise<GameSession | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const [row] = await db
      .select({
        userId: studioGameSessions.userId,
        launchKind: studioGameSessions.launchKind,
        catalogueId: studioGameSessions.catalogueId,
        engineId: studioGameSessions.engineId,
        engineModel: studioGameSessions.engineModel,
        lang: studioGameSessions.lang,
      })
      .from(studioGameSessions)
      .innerJoin(sessions, eq(sessions.publicId, studioGameSessions.siteSessionId))
      .where(
        and(
          eq(studioGameSessions.tokenHash, hash(token)),
          gt(studioGameSessions.expiresAt, now),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          // The player's session limit (responsible gaming) ends the games of the session too.
          or(isNull(sessions.limitEndsAt), gt(sessions.limitEndsAt, now)),
        ),
      )
      .limit(1);
    return row ? { ...row, gameKey: `${row.launchKind}:${row.catalogueId}` } : null;
  },
};
