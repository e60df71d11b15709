import { PUBLIC_ROUTES } from '../foundation/site.ts';

export interface DemoIds {
  slot: number;
  table: number;
}

export interface AxeRoute {
  path: string | ((ids: DemoIds) => string);
  /** The page's root test id: axe runs once it and its content stand. */
  testId: string;
}

/** SPEC §2's public area, the pages outside the layouts, no-access and not-found. */
export const GUEST_ROUTES: AxeRoute[] = [
  ...PUBLIC_ROUTES.map(({ path, testId }) => ({ path, testId })),
  { path: '/no-access', testId: 'page-no-access' },
  { path: '/no-such-page', testId: 'not-found-page' },
  { path: '/maintenance', testId: 'page-maintenance' },
  { path: '/maintenance-control', testId: 'page-maintenance-control' },
];

/**
 * SPEC §2's login-required area with real ids of the demo data (a slot, a live table, a
 * virtual game), and the cashier's pages. Guests are sent to /login from each of them.
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

/** A route's path as a test title: a parameter stays a placeholder. */
export const titleOf = (route: AxeRoute): string =>
  typeof route.path === 'string'
    ? route.path
    : route.path({ slot: 0, table: 0 }).replace('/0', '/{id}');
