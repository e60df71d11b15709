import { and, eq } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../../db/client.ts';
import { games, liveTables, providers, type StudioLaunchKind } from '../../../db/schema.ts';

export interface CatalogueGame {
  name: string;
  provider: string;
  minBet: number;
  maxBet: number;
}

/** The launched game or live table as the catalogue lists it; null once it is disabled. */
export async function findCatalogueGame(
  db: Db,
  kind: StudioLaunchKind,
  id: number,
  lang: Lang,
): Promise<CatalogueGame | null> {
  const table = kind === 'casino' ? games : kind === 'livecasino' ? liveTables : null;
  if (!table) return null;
  const [row] = await db
    .select({
      name: table.name,
      provider: providers.name,
      minBet: table.minBet,
      maxBet: table.maxBet,
    })
    .from(table)
    .innerJoin(providers, eq(providers.id, table.providerId))
    .where(and(eq(table.id, id), eq(table.enabled, true)))
    .limit(1);
  return row ? { ...row, name: row.name[lang] } : null;
}
