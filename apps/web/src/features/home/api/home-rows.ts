import { CASINO_CATEGORY, PAGE_SIZE, QUICK_ACCESS_CATEGORY } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { gamesListQuery } from '../../../shared/api/games-list.ts';
import { liveTablesQuery } from '../../../shared/api/live-tables.ts';
import { sliderQuery } from './get-slider.ts';

/** Cards a home row shows; "see all" opens the lobby page behind it. */
export const ROW_SIZE = 12;

/** The catalogue rows of the home page (SPEC §9 category ids). */
export const homeRows = {
  // One request feeds quick access (50 of category 94) and the "popular today" row.
  popular: gamesListQuery({
    categoryID: QUICK_ACCESS_CATEGORY,
    limit: PAGE_SIZE.quickAccessGames,
  }),
  fresh: gamesListQuery({ categoryID: CASINO_CATEGORY.newArrivals, limit: ROW_SIZE }),
  jackpot: gamesListQuery({ categoryID: CASINO_CATEGORY.jackpot, limit: ROW_SIZE }),
  live: liveTablesQuery({ limit: ROW_SIZE }),
};

/** Starts the first screen's requests (slider and the rows at the top) before the page renders. */
export function prefetchHome(client: QueryClient, lang: Lang): void {
  void client.prefetchQuery(sliderQuery(lang));
  void client.prefetchQuery(homeRows.popular);
  void client.prefetchQuery(homeRows.fresh);
}
