import type { Lang } from '@lale/contract/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { games, liveTables, providers } from '../../../db/schema.ts';
import type { ThumbnailSubject } from './thumbnails.ts';

export type GameSubject = ThumbnailSubject;
export interface TableSubject {
  id: number;
  type: string;
  names: Record<Lang, string>;
  provider: string;
}

/** An unknown id reloads the index at most this often, so junk ids cannot hammer the database. */
const RELOAD_INTERVAL_MS = 30_000;

/**
 * What each card's art is drawn from, for the whole catalogue: a few thousand small rows,
 * loaded in two queries, so a lobby page's 48 thumbnails cost no database work. Disabled
 * entries keep their art (a favourites page may still show them).
 */
export class ArtSubjects {
  private games = new Map<number, GameSubject>();
  private tables = new Map<number, TableSubject>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  async game(id: number): Promise<GameSubject | undefined> {
    if (!this.games.has(id)) await this.reloadIfDue();
    return this.games.get(id);
  }

  async table(id: number): Promise<TableSubject | undefined> {
    if (!this.tables.has(id)) await this.reloadIfDue();
    return this.tables.get(id);
  }

  private reloadIfDue(): Promise<void> {
    if (this.loading) return this.loading;
    if (this.clock() - this.loadedAt < RELOAD_INTERVAL_MS) return Promise.resolve();
    this.loading = this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const [gameRows, tableRows] = await Promise.all([
      this.db
        .select({
          id: games.id,
          theme: games.theme,
          type: games.type,
          name: games.name,
          provider: providers.name,
        })
        .from(games)
        .innerJoin(providers, eq(providers.id, games.providerId)),
      this.db
        .select({
          id: liveTables.id,
          type: liveTables.type,
          name: liveTables.name,
          provider: providers.name,
        })
        .from(liveTables)
        .innerJoin(providers, eq(providers.id, liveTables.providerId)),
    ]);
    this.games = new Map(gameRows.map(({ name, ...row }) => [row.id, { ...row, names: name }]));
    this.tables = new Map(tableRows.map(({ name, ...row }) => [row.id, { ...row, names: name }]));
    this.loadedAt = this.clock();
  }
}
