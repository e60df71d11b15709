import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers, virtualGames } from '../../db/schema.ts';

export const virtualGamesRepository = {
  /** The provider's game of `type`, or its first one when no type is asked for. */
  async launchable(db: Db, providerId: number, type: string | undefined) {
    const conditions = [
      eq(virtualGames.providerId, providerId),
      eq(virtualGames.enabled, true),
      eq(providers.enabled, true),
    ];
    if (type !== undefined) conditions.push(eq(virtualGames.type, type));
    const [row] = await db
      .select({
        id: virtualGames.id,
        engineId: virtualGames.engineId,
        engineModel: virtualGames.engineModel,
      })
      .from(virtualGames)
      .innerJoin(providers, eq(providers.id, virtualGames.providerId))
      .where(and(...conditions))
      .orderBy(asc(virtualGames.sortOrder), asc(virtualGames.id))
      .limit(1);
    return row;
  },
};
