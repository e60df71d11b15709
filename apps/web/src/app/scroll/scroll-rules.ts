/**
 * SPEC §2: scroll resets to top on navigation, except between slot and live category or
 * provider pages (and their lobby root, where the same tabs live), so switching a filter
 * keeps the player's place.
 */
const LISTING = /^\/(slot|live)(\/(category|provider)\/[^/]+)?\/?$/;

function lobbyOf(pathname: string): string | null {
  const match = LISTING.exec(pathname);
  return match ? (match[1] ?? null) : null;
}

export function shouldResetScroll(fromPathname: string | null, toPathname: string): boolean {
  if (fromPathname === null || fromPathname === toPathname) return false;
  const from = lobbyOf(fromPathname);
  const to = lobbyOf(toPathname);
  const isFilterPage = (path: string) => /\/(category|provider)\//.test(path);
  if (from && from === to && (isFilterPage(fromPathname) || isFilterPage(toPathname))) return false;
  return true;
}
