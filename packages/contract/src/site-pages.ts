/**
 * Every page of the app, as route patterns (`:name` is one path segment). The web's router is
 * built from these; the server sends the app for any page path but answers 404 when the path
 * is none of them, so that an unknown address is a not-found page and a 404 at once.
 */
export const SITE_PAGES = {
  // SPEC §2 public area.
  home: '/',
  homeAlias: '/home',
  aboutUs: '/about-us',
  info: '/info/:infType',
  promotions: '/promotions',
  tournaments: '/tournaments',
  tournament: '/tournaments/:tournamentId',
  liveStream: '/live-stream',
  highEarnings: '/high-earnings',
  slot: '/slot',
  slotCategory: '/slot/category/:categoryID',
  slotType: '/slot/type/:type',
  slotProvider: '/slot/provider/:providerID',
  live: '/live',
  liveCategory: '/live/category/:categoryID',
  liveType: '/live/type/:type',
  liveProvider: '/live/provider/:providerID',
  virtualSports: '/virtual-sports',
  virtualFootball: '/virtual-sports/football',
  virtualRacing: '/virtual-sports/:racing',
  sport: '/sport',
  sportResults: '/sport/results',
  sportEvent: '/sport/event/:eventId',
  sportLeague: '/sport/league/:leagueId',
  sportOf: '/sport/:sport',
  liveSport: '/live-sport',
  login: '/login',
  forgotPassword: '/forgot-password',
  accountReset: '/account_reset',
  accountUnlock: '/account-unlock',
  register: '/register',
  registerConfirm: '/register-account-confirm',
  noAccess: '/no-access',
  // SPEC §2 login-required area.
  profile: '/profile',
  me: '/me',
  favorites: '/favorites',
  notifications: '/notifications',
  bonuses: '/bonuses',
  tickets: '/tickets',
  deposit: '/deposit',
  withdraw: '/withdraw',
  bankAccounts: '/bank-accounts',
  play: '/play/:type/:id',
  playWithThird: '/play/:type/:id/:third',
  playWithProvider: '/play/:type/:id/:gamingType/:providerName',
  // Outside the layouts.
  maintenance: '/maintenance',
  maintenanceControl: '/maintenance-control',
  backoffice: '/backoffice',
  backofficeSportsbook: '/backoffice/sportsbook',
  backofficeSupport: '/backoffice/support',
  backofficeOperators: '/backoffice/operators',
  backofficeSettings: '/backoffice/settings',
  backofficeAudit: '/backoffice/audit',
  backofficePlayers: '/backoffice/players',
  backofficeCatalogue: '/backoffice/catalogue',
  backofficeContent: '/backoffice/content',
  backofficeBonuses: '/backoffice/bonuses',
  backofficeTournaments: '/backoffice/tournaments',
  backofficeLottery: '/backoffice/lottery',
  backofficeReports: '/backoffice/reports',
} as const;

export type SitePage = (typeof SITE_PAGES)[keyof typeof SITE_PAGES];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// As the web's router matches: any case, an optional trailing slash, a parameter one segment.
const matchers = Object.values(SITE_PAGES).map((pattern) => {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join('/')}${segments.length ? '/?' : ''}$`, 'i');
});

/** Whether a path (no query string) is one of the app's pages. */
export function isSitePage(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
