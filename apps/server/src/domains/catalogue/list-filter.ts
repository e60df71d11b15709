import { refusals } from '../../platform/refusal.ts';
import type { Session } from '../../rpc/handler.ts';
import { containsPattern } from './search.ts';

/** The filters games_list and game_table_list share, as the repositories take them. */
export interface CatalogueFilter {
  categoryId?: number | undefined;
  providerId?: number | undefined;
  type?: string | undefined;
  /** A LIKE pattern over the folded name. */
  namePattern?: string | undefined;
  /** Only this player's favourites, newest first. */
  favoritesOf?: number | undefined;
  /** Whose favourites mark `isFavorite`; null for a guest. */
  viewer: number | null;
}

interface ListPayload {
  favorites?: boolean | 0 | 1 | '0' | '1' | undefined;
  providerID?: number | undefined;
  categoryID?: number | undefined;
  type?: string | undefined;
  searchGameName?: string | undefined;
}

const isOn = (flag: ListPayload['favorites']) => flag === true || flag === 1 || flag === '1';

/** Reads a list payload; a favourites list needs a player, a search enough letters. */
export function catalogueFilter(payload: ListPayload, session: Session | null): CatalogueFilter {
  if (isOn(payload.favorites) && !session) throw refusals.unauthenticated('anonymous_user');
  let namePattern: string | undefined;
  if (payload.searchGameName !== undefined) {
    const pattern = containsPattern(payload.searchGameName);
    if (!pattern) throw refusals.invalid({ searchGameName: 'search_min_length' });
    namePattern = pattern;
  }
  return {
    categoryId: payload.categoryID,
    providerId: payload.providerID,
    type: payload.type,
    namePattern,
    favoritesOf: isOn(payload.favorites) ? session?.uid : undefined,
    viewer: session?.uid ?? null,
  };
}
