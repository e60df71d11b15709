import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../db/client.ts';
import { launchTokens, sessions, type LaunchKind } from '../../db/schema.ts';
import type { Session } from '../../rpc/handler.ts';
import { launchUrl } from './engines.ts';

/** Long enough for the game page to load and redeem it, short enough to be useless later. */
export const LAUNCH_TOKEN_TTL_MS = 120_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface LaunchTarget {
  kind: LaunchKind;
  /** The game, live table or virtual game. */
  id: number;
  engineId: string;
  engineModel: string;
}

export interface RedeemedLaunch extends LaunchTarget {
  userId: number;
  sessionId: string;
  lang: string;
  isMobile: boolean;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time token for the signed-in player, this session and this game; returns the URL. */
export async function issueLaunch(
  db: Db,
  input: {
    session: Session;
    target: LaunchTarget;
    lang: Lang;
    isMobile?: boolean;
    now: Date;
    /** The least stake of the tournament the game was opened from, for the page to start at. */
    minStake?: number | null;
  },
): Promise<string> {
  const { session, target, now } = input;
  const token = randomBytes(32).toString('base64url');
  // Housekeeping on the player's own rows keeps the table small without a sweeper.
  await db
    .delete(launchTokens)
    .where(and(eq(launchTokens.userId, session.uid), lt(launchTokens.expiresAt, now)));
  await db.insert(launchTokens).values({
    tokenHash: hash(token),
    userId: session.uid,
    sessionId: session.sessionId,
    kind: target.kind,
    gameId: target.kind === 'casino' ? target.id : null,
    tableId: target.kind === 'livecasino' ? target.id : null,
    virtualGameId: target.kind === 'virtual' ? target.id : null,
    engineId: target.engineId,
    engineModel: target.engineModel,
    lang: input.lang,
    isMobile: input.isMobile ?? false,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
  });
  return launchUrl(
    target.engineId,
    token,
    input.lang,
    target.kind === 'livecasino' ? target.id : null,
    target.engineModel,
    input.minStake ?? null,
  );
}

/**
 * Spends a launch token: once, before it expires, and only while the session that asked
 * for it is alive. One statement, so two pages racing with the same token cannot both win.
 */
export async function redeemLaunch(
  db: Db,
  token: string,
  now: Date,
): Promise<RedeemedLaunch | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const liveSession = sql`exists (select 1 from ${sessions} where ${sessions.publicId} = ${launchTokens.sessionId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now.toISOString()})`;
  const [row] = await db
    .update(launchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(launchTokens.tokenHash, hash(token)),
        isNull(launchTokens.usedAt),
        gt(launchTokens.expiresAt, now),
        liveSession,
      ),
    )
    .returning();
  if (!row) return null;
  const id = row.gameId ?? row.tableId ?? row.virtualGameId;
  if (id === null) return null;
  return {
    kind: row.kind,
    id,
    engineId: row.engineId,
    engineModel: row.engineModel,
    userId: row.userId,
    sessionId: row.sessionId,
    lang: row.lang,
    isMobile: row.isMobile,
  };
}

/** What leaves play: some games or tables, or everything of a provider. */
export type PlayTarget = { kind: 'casino' | 'livecasino'; ids: number[] } | { providerId: number };

/**
 * Spends the launch tokens not yet used of what leaves play (disabled or under maintenance), in
 * the caller's transaction: a launch issued just before the change opens nothing after it.
 */
export async function spendLaunchTokens(tx: Db, target: PlayTarget, now: Date): Promise<void> {
  const ids = 'providerId' in target ? '' : `{${target.ids.join(',')}}`;
  const tokens =
    'providerId' in target
      ? sql`game_id in (select id from games where provider_id = ${target.providerId})
            or table_id in (select id from live_tables where provider_id = ${target.providerId})`
      : target.kind === 'casino'
        ? sql`game_id = any(${ids}::int[])`
        : sql`table_id = any(${ids}::int[])`;
  await tx.execute(
    sql`update launch_tokens set used_at = ${now} where used_at is null and (${tokens})`,
  );
}
