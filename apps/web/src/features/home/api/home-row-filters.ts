import { CASINO_CATEGORY, PAGE_SIZE, QUICK_ACCESS_CATEGORY } from '@lale/contract/constants';

/** Cards a home row shows; "see all" opens the lobby page behind it. */
export const ROW_SIZE = 12;

/** What each catalogue row of the home page lists (SPEC §9 category ids). */
export const HOME_ROW_FILTERS = {
  // One request feeds quick access (50 of category 94) and the "popular today" row.
  popular: { categoryID: QUICK_ACCESS_CATEGORY, limit: PAGE_SIZE.quickAccessGames },
  fresh: { categoryID: CASINO_CATEGORY.newArrivals, limit: ROW_SIZE },
  jackpot: { categoryID: CASINO_CATEGORY.jackpot, limit: ROW_SIZE },
  live: { limit: ROW_SIZE },
} as const;

/** The rows whose requests start before the home page renders (the top of the screen). */
export const FIRST_SCREEN_ROWS = ['popular', 'fresh'] as const;
