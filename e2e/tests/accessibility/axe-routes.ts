import { PUBLIC_ROUTES } from '../foundation/site.ts';

/** Real ids of the demo data, read from the API once per worker. */
export interface DemoIds {
  slot: number;
  table: number;
  /** An upcoming football match and its league. */
  event: string;
  league: number;
}

export interface AxeRoute {
  path: string | ((ids: DemoIds) => string);
  /** The page's root test id: axe runs once it and its content stand. */
  testId: string;
  /**
   * The maintenance pages, as a player meets them: the site's status check answers that the
   * site is under maintenance, or has not answered yet. Their loader is then part of the page.
   */
  siteStatus?: 'under-maintenance' | 'checking';
  /** The same page as an earlier route, with a filter (a lobby's category, a league). */
  filtered?: boolean;
}

/** SPEC §2's public area, the sportsbook, an information page, no-access and not-found. */
export const GUEST_ROUTES: AxeRoute[] = [
  ...PUBLIC_ROUTES.map(({ path, testId }) => ({
    path,
    testId,
    filtered: /^\/(slot|live)\/(category|type|provider)\//.test(path),
  })),
  { path: '/info/GenelKurallar', testId: 'page-info' },
  { path: '/sport', testId: 'page-sport' },
  { path: '/sport/football', testId: 'page-sport-events' },
  { path: (ids) => `/sport/league/${ids.league}`, testId: 'page-sport-events', filtered: true },
  { path: (ids) => `/sport/event/${ids.event}`, testId: 'page-sport-event' },
  { path: '/live-sport', testId: 'page-live-sport' },
  { path: '/sport/results', testId: 'page-sport-results' },
  { path: '/virtual-sports', testId: 'page-virtual-sports' },
  { path: '/virtual-sports/football', testId: 'page-virtual-football' },
  { path: '/no-access', testId: 'page-no-access' },
  { path: '/no-such-page', testId: 'not-found-page' },
];

/**
 * SPEC §2's login-required area with real ids of the demo data (a slot, a live table), and the
 * cashier's pages. Guests are sent to /login from each of them.
 */
export const PRIVATE_ROUTES: AxeRoute[] = [
  { path: '/profile', testId: 'page-profile' },
  { path: '/favorites', testId: 'page-favorites' },
  { path: '/notifications', testId: 'page-notifications' },
  { path: '/tickets', testId: 'page-tickets' },
  { path: (ids) => `/play/casino/${ids.slot}`, testId: 'page-play' },
  { path: (ids) => `/play/livecasino/${ids.table}/roulette/Lale%20Live`, testId: 'page-play' },
  { path: '/deposit', testId: 'page-deposit' },
  { path: '/withdraw', testId: 'page-withdraw' },
  { path: '/bank-accounts', testId: 'page-bank-accounts' },
];

/** Outside the layouts, for guests and players alike. */
export const MAINTENANCE_ROUTES: AxeRoute[] = [
  { path: '/maintenance', testId: 'page-maintenance', siteStatus: 'under-maintenance' },
  { path: '/maintenance-control', testId: 'page-maintenance-control', siteStatus: 'checking' },
];

export const pathOf = (route: AxeRoute, ids: DemoIds): string =>
  typeof route.path === 'string' ? route.path : route.path(ids);

/** Every route but those that draw a page already listed, with another filter. */
export const unfiltered = (routes: AxeRoute[]): AxeRoute[] =>
  routes.filter((route) => !route.filtered);
