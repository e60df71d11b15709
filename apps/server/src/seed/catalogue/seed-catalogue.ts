import { searchNameOf, ENGINE } from '../../domains/catalogue/api.ts';
import type { Db } from '../../db/client.ts';
import {
  gameCategories,
  gameCategoryGames,
  games,
  liveTables,
  providers,
  siteSettings,
  virtualGames,
} from '../../db/schema.ts';
import { CATEGORY_SEEDS } from './categories.ts';
import { generateGames, type GameSeed } from './games.ts';
import { generateLiveTables, type LiveTableSeed } from './live-tables.ts';
import { categoryMemberships } from './memberships.ts';
import { PROVIDER_SEEDS, VIRTUAL_GAME_SEEDS } from './providers.ts';
import { SeededRandom } from './random.ts';

/** Its own marker, so databases seeded before the catalogue existed get it too. */
export const CATALOGUE_SEED_KEY = 'seed_catalogue';
const CATALOGUE_RANDOM_SEED = 20_261_121;
const CHUNK = 500;

/** Rank by popularity: 1 is shown first when no shelf order applies. */
function sortOrders<T extends { id: number; popularity: number }>(items: T[]): Map<number, number> {
  const ranked = [...items].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return new Map(ranked.map((item, index) => [item.id, index + 1]));
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function gameRow(game: GameSeed, sortOrder: number): typeof games.$inferInsert {
  const { popularity: _popularity, ...fields } = game;
  return {
    ...fields,
    searchName: searchNameOf(game.name),
    thumbnail: `/media/thumbs/${game.id}.svg`,
    sortOrder,
  };
}

function tableRow(table: LiveTableSeed, sortOrder: number): typeof liveTables.$inferInsert {
  const { popularity: _popularity, ...fields } = table;
  return {
    ...fields,
    searchName: searchNameOf(table.name),
    thumbnail: `/media/tables/${table.id}.svg`,
    sortOrder,
  };
}

/**
 * Adds the game catalogue once: providers, shelves, about 2,000 games, live tables and
 * virtual games, drawn from a fixed seed so every install lists the same lobby.
 * Returns false when the step ran before (or another process is running it).
 */
export async function seedCatalogue(db: Db, now: Date = new Date()): Promise<boolean> {
  const random = new SeededRandom(CATALOGUE_RANDOM_SEED);
  const gameSeeds = generateGames(random);
  const memberships = categoryMemberships(gameSeeds, random);
  const tableSeeds = generateLiveTables(random);
  return db.transaction(async (tx) => {
    // Waits for a concurrent seeder's commit, then finds the marker and does nothing.
    const claimed = await tx
      .insert(siteSettings)
      .values({
        key: CATALOGUE_SEED_KEY,
        value: { at: now.toISOString(), games: gameSeeds.length },
      })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return false;
    await tx.insert(providers).values(
      PROVIDER_SEEDS.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        logo: `/media/art/provider-${p.slug}.svg`,
        liveStatus: p.liveStatus,
        sortOrder: p.id,
      })),
    );
    await tx
      .insert(gameCategories)
      .values(CATEGORY_SEEDS.map((c, index) => ({ ...c, sortOrder: index + 1 })));
    const gameOrder = sortOrders(gameSeeds);
    await insertChunked(gameSeeds, (chunk) =>
      tx.insert(games).values(chunk.map((g) => gameRow(g, gameOrder.get(g.id)!))),
    );
    await insertChunked(memberships, (chunk) => tx.insert(gameCategoryGames).values(chunk));
    const tableOrder = sortOrders(tableSeeds);
    await tx.insert(liveTables).values(tableSeeds.map((t) => tableRow(t, tableOrder.get(t.id)!)));
    await tx.insert(virtualGames).values(
      VIRTUAL_GAME_SEEDS.map((v, index) => ({
        ...v,
        sortOrder: index + 1,
        engineId: ENGINE.virtualSports,
        engineModel: v.type,
      })),
    );
    return true;
  });
}
