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

/** The lobby of /slot, /live and their filter pages. */
export function lobbyOfPath(pathname: string): Lobby | null {
  const match = /^\/(slot|live)(\/|$)/i.exec(pathname);
  return match ? (match[1]!.toLowerCase() as Lobby) : null;
}

/** `/{lobby}/{segment}/{value}`, with an optional trailing slash, case-insensitive like the router. */
function segmentValue(lobby: Lobby, segment: string, pathname: string): string | undefined {
  const match = new RegExp(`^/${lobby}/${segment}/([^/]+)/?$`, 'i').exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1];
  }
}

/**
 * Reads the filter of /{lobby}/category/{id}, /provider/{id} or /type/{type}; none on the root.
 * Plain string work: the early-start script runs it before the router's code has arrived.
 */
export function lobbyFilterFromPath(lobby: Lobby, pathname: string): LobbyFilter {
  const category = segmentValue(lobby, 'category', pathname);
  if (category !== undefined) return { categoryID: positiveInt(category) };
  const provider = segmentValue(lobby, 'provider', pathname);
  if (provider !== undefined) return { providerID: positiveInt(provider) };
  const type = segmentValue(lobby, 'type', pathname);
  if (type) return { type: type.toLowerCase() };
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
