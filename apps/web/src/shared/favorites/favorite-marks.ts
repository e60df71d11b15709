import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage } from '../api/paging.ts';

/** Anything shown with a heart: a game or a live table. */
export interface Markable {
  isFavorite: boolean;
}

type IdOf<T> = (item: T) => number;

/**
 * Sets `isFavorite` from the player's full id list. Unchanged items keep their identity and
 * an unchanged list is returned as is, so memoised cards of untouched games do not re-render.
 */
export function markFavorites<T extends Markable>(
  items: T[],
  idOf: IdOf<T>,
  ids: ReadonlySet<number>,
): T[] {
  let changed = false;
  const next = items.map((item) => {
    const isFavorite = ids.has(idOf(item));
    if (isFavorite === item.isFavorite) return item;
    changed = true;
    return { ...item, isFavorite };
  });
  return changed ? next : items;
}

/** The same over the pages of a lobby grid; untouched pages keep their identity. */
export function markPages<T extends Markable>(
  data: InfiniteData<ListPage<T>>,
  idOf: IdOf<T>,
  ids: ReadonlySet<number>,
): InfiniteData<ListPage<T>> {
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = markFavorites(page.items, idOf, ids);
    if (items === page.items) return page;
    changed = true;
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

const isPaged = (data: unknown): data is InfiniteData<ListPage<Markable>> =>
  typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);

/** A cached list of either shape (one page, or the pages of a grid); anything else untouched. */
export function markListData<T extends Markable>(
  data: unknown,
  idOf: IdOf<T>,
  ids: ReadonlySet<number>,
): unknown {
  if (Array.isArray(data)) return markFavorites(data as T[], idOf, ids);
  if (isPaged(data)) return markPages(data as InfiniteData<ListPage<T>>, idOf, ids);
  return data;
}

/** The favourites page after a change: removed entries go at once, kept ones keep identity. */
export function keepFavorites<T>(items: T[], idOf: IdOf<T>, ids: ReadonlySet<number>): T[] {
  const kept = items.filter((item) => ids.has(idOf(item)));
  return kept.length === items.length ? items : kept;
}
