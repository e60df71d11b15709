import type { Lang } from '@lale/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { gamesPagesQuery } from '../../../shared/api/games-list.ts';
import { liveTablesPagesQuery } from '../../../shared/api/live-tables.ts';
import { preloadImages, PRELOADED_THUMBNAILS } from '../../../shared/lib/preload-images.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { lobbyFilterFromPath, lobbyPayload } from '../lib/lobby-filter.ts';
import { categoriesQuery } from './get-categories.ts';
import { slotBannerQuery } from './get-ic-slider.ts';

/**
 * Starts the lobby's first requests (the slot lobby's banner, tabs and the first 48) for the
 * page in the URL. The browser never waits for them; the server does before it renders the
 * page, whose largest image is the banner's.
 */
export async function prefetchLobby(
  client: QueryClient,
  lobby: Lobby,
  pathname: string,
  lang: Lang,
): Promise<void> {
  const filter = lobbyPayload(lobbyFilterFromPath(lobby, pathname), undefined);
  const banner = lobby === 'slot' ? client.prefetchQuery(slotBannerQuery(lang)) : undefined;
  const tabs = client.prefetchQuery(categoriesQuery(lobby, lang));
  const first: Promise<{ pages: { items: { thumbnail: string }[] }[] }> =
    lobby === 'slot'
      ? client.fetchInfiniteQuery(gamesPagesQuery(filter))
      : client.fetchInfiniteQuery(liveTablesPagesQuery(filter));
  const grid = first.then(
    (data) => {
      const items = data.pages[0]?.items ?? [];
      preloadImages(items.slice(0, PRELOADED_THUMBNAILS).map((item) => item.thumbnail));
    },
    () => undefined, // the page shows the failure of its own query
  );
  await Promise.all([banner, tabs, grid]);
}
