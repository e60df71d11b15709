import { matchPath } from 'react-router';
import type { Lobby } from '../../../shared/routes/paths.ts';

export interface LobbyFilter {
  categoryID?: number;
  providerID?: number;
  type?: string;
}

/** What the lobby grid asks games_list / game_table_list for (no undefined fields). */
export type LobbyPayload = LobbyFilter & { searchGameName?: string };

const positiveInt = (value: string | undefined): number | undefined => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** Reads the filter of /{lobby}/category/{id}, /provider/{id} or /type/{type}; none on the root. */
export function lobbyFilterFromPath(lobby: Lobby, pathname: string): LobbyFilter {
  const category = matchPath(`/${lobby}/category/:id`, pathname);
  if (category) return { categoryID: positiveInt(category.params.id) };
  const provider = matchPath(`/${lobby}/provider/:id`, pathname);
  if (provider) return { providerID: positiveInt(provider.params.id) };
  const type = matchPath(`/${lobby}/type/:type`, pathname);
  if (type?.params.type) return { type: type.params.type.toLowerCase() };
  return {};
}

/** Drops undefined fields so query keys stay stable. */
export function compactFilter<T extends object>(filter: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The URL's filter plus a search long enough to send (SPEC §5), as one stable payload. */
export function lobbyPayload(
  filter: LobbyFilter,
  searchGameName: string | undefined,
): LobbyPayload {
  return compactFilter({ ...filter, searchGameName });
}
