import type { Lang } from '@lale/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { gamesListQuery } from '../../../shared/api/games-list.ts';
import { liveTablesQuery } from '../../../shared/api/live-tables.ts';
import { sideSlidesQuery } from './get-side-slides.ts';
import { sliderQuery } from './get-slider.ts';
import { FIRST_SCREEN_ROWS, HOME_ROW_FILTERS } from './home-row-filters.ts';

/** The catalogue rows of the home page. */
export const homeRows = {
  popular: gamesListQuery(HOME_ROW_FILTERS.popular),
  fresh: gamesListQuery(HOME_ROW_FILTERS.fresh),
  jackpot: gamesListQuery(HOME_ROW_FILTERS.jackpot),
  live: liveTablesQuery(HOME_ROW_FILTERS.live),
};

/**
 * Starts the first screen's requests (sliders and the rows at the top) before the page renders.
 * The browser never waits for them; the server does before it renders the page.
 */
export async function prefetchHome(client: QueryClient, lang: Lang): Promise<void> {
  await Promise.all([
    client.prefetchQuery(sliderQuery(lang)),
    client.prefetchQuery(sideSlidesQuery(lang)),
    ...FIRST_SCREEN_ROWS.map((row) => client.prefetchQuery(homeRows[row])),
  ]);
}
