/** SPEC §2 routes, written once. Features build links with these instead of string literals. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  info: (infType: string) => `/info/${infType}`,
  promotions: '/promotions',
  tournaments: '/tournaments',
  highEarnings: '/high-earnings',
  liveStream: '/live-stream',
  slot: '/slot',
  live: '/live',
  lobbyCategory: (lobby: Lobby, categoryID: number | string) => `/${lobby}/category/${categoryID}`,
  lobbyProvider: (lobby: Lobby, providerID: number | string) => `/${lobby}/provider/${providerID}`,
  lobbyType: (lobby: Lobby, type: string) => `/${lobby}/type/${encodeURIComponent(type)}`,
  login: '/login',
  forgotPassword: '/forgot-password',
  accountReset: '/account_reset',
  accountUnlock: '/account-unlock',
  register: '/register',
  registerConfirm: '/register-account-confirm',
  profile: '/profile',
  favorites: '/favorites',
  notifications: '/notifications',
  tickets: '/tickets',
  deposit: '/deposit',
  withdraw: '/withdraw',
  bankAccounts: '/bank-accounts',
  play: (type: string, id: number | string, ...rest: string[]) =>
    ['/play', type, String(id), ...rest]
      .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
      .join('/'),
  sport: '/sport',
  sportOf: (sport: string) => `/sport/${encodeURIComponent(sport)}`,
  sportLeague: (leagueId: number | string) => `/sport/league/${leagueId}`,
  sportEvent: (eventId: string) => `/sport/event/${encodeURIComponent(eventId)}`,
  sportResults: '/sport/results',
  liveSport: '/live-sport',
  maintenance: '/maintenance',
  maintenanceControl: '/maintenance-control',
  noAccess: '/no-access',
} as const;

export type Lobby = 'slot' | 'live';
