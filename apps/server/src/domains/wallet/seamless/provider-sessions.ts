import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { providerSessions } from '../../../db/schema.ts';

/** A provider's game session: bets stop when it ends; wins and rollbacks still settle. */
export const PROVIDER_SESSION_TTL_MS = 4 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored form of a launch token; null for something that cannot be one of ours. */
export const providerTokenHash = (token: unknown): string | null =>
  typeof token === 'string' && TOKEN_SHAPE.test(token) ? hash(token) : null;

export interface ProviderSession {
  provider: string;
  userId: number;
  gameId: string;
  expiresAt: Date;
}

/** The token handed to a studio at launch; only its hash is stored. */
export async function issueProviderSession(
  db: Db,
  input: { provider: string; userId: number; gameId: string; now: Date; ttlMs?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(providerSessions).values({
    tokenHash: hash(token),
    provider: input.provider,
    userId: input.userId,
    gameId: input.gameId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + (input.ttlMs ?? PROVIDER_SESSION_TTL_MS)),
  });
  return token;
}

/** The session behind a token, expired or not; null for a token we never issued. */
export async function findProviderSession(
  db: Db,
  provider: string,
  token: unknown,
): Promise<ProviderSession | null> {
  const tokenHash = providerTokenHash(token);
  if (!tokenHash) return null;
  const [row] = await db
    .select()
    .from(providerSessions)
    .where(eq(providerSessions.tokenHash, tokenHash));
  if (!row || row.provider !== provider) return null;
  return {
    provider: row.provider,
    userId: row.userId,
    gameId: row.gameId,
    expiresAt: row.expiresAt,
  };
}
