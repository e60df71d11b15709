/** Business constants of SPEC §9, named once for both sides. */
export const INACTIVITY_LIMIT_MS = 3_600_000;
export const INACTIVITY_CHECK_INTERVAL_MS = 5_000;
export const SESSION_EXPIRY_OFFSET_MS = 15_000;

export const TOAST_DURATION_MS = 1_500;
export const NOTIFICATION_TIMEOUT_MS = 5_000;
// SPEC §8/§9's one-second red toast for a refused deposit or withdrawal is gone (issue 38): it
// vanished before it was read; the refusal now stays beside the form's button (FormRefusal).

/**
 * Not in SPEC (issue 38): how long a deposit paid at a provider's checkout (online, prepaid)
 * may stay unpaid before it expires; bank transfers wait for an operator instead. The player's
 * deposit form and history state it; the cashier's schedule applies it.
 */
export const DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS = 30 * 60_000;

export const DEFAULT_IP = '{ip}';
export const DEFAULT_SITE_TYPE = 'desktop';
export const CURRENCIES = ['TRY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAGE_SIZE = {
  games: 48,
  casinoCategories: 100,
  casinoProviders: 100,
  live: 150,
  slider: 7,
  tournaments: 50,
  favorites: 100,
  massMessages: 10,
  defaultPagination: 10,
  notifications: 250,
  tickets: 50,
  quickAccessGames: 50,
} as const;

/** Upper bound of any page size a client may ask for. */
export const MAX_PAGE_SIZE = 250;

export const HISTORY_WINDOW_DAYS = { notifications: 90, betHistory: 30, recentAccount: 7 } as const;

export const TICKETS_EXAMPLE_FILTER = { status: 1002, minAmount: 500 } as const;

export const CASINO_CATEGORY = {
  mostPopular: 27,
  freeSpinPurchase: 60,
  miniGames: 63,
  boardGames: 67,
  jackpot: 69,
  freeSpinPurchaseAlt: 72,
  dropsAndWins: 82,
  popularOfTheDay: 94,
  dropsAndWinsTournament: 96,
  newArrivals: 98,
} as const;
export const QUICK_ACCESS_CATEGORY = CASINO_CATEGORY.popularOfTheDay;

export const TWO_FACTOR_CODE_LENGTH = 6;
export const SEARCH_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
/** Players must be adults to register. */
export const MIN_PLAYER_AGE = 18;
export const RANDOM_ID_LENGTH = 26;

export const TRANSACTION = {
  notificationCategory: 2,
  notificationStatus: 1003,
  depositType: 1,
  withdrawalType: 2,
} as const;

export const TRANSFER_TYPE = { bankTransfer: 1, mobileBankTransfer: 3 } as const;

/** SPEC §7: site ids of the CMS. */
export const SITE_ID = { sliders: 889, popups: 111 } as const;

/** SPEC §6: a rid of 20 makes the live-casino provider list ask for status 2. */
export const RID_WITH_LIVE_STATUS_FILTER = 20;
export const LIVE_PROVIDER_STATUS_FOR_RID = 2;

export const DATE_PRESETS = [
  'all-times',
  'last-2-year',
  'last-12-month',
  'last-180-day',
  'last-90-day',
  'last-month',
  'this-month',
  'last-30-day',
  'last-7-day',
  'yesterday',
  'today',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The GET files of SPEC §7 served under /datas/. */
export const STATIC_DATA_FILES = [
  'header-menu',
  'footer-menu',
  'languages',
  'partners',
  'investment-methods',
] as const;
export type StaticDataFile = (typeof STATIC_DATA_FILES)[number];

/** Information types of SPEC §3, as `cms getInformation` InfType values. */
export const INFORMATION_TYPES = [
  'DomainBilgi',
  'bottomBarInfo',
  'SocialMediaLinks',
  'SorumluOyunculuk',
  'SSSinformation',
  'GenelKurallar',
  'GizlilikBilgisi',
  'FinancialsInformation',
  'CasinoKurallari',
  'BahisKurallari',
  'PromoSart',
  'SiteInformation',
] as const;
export type InformationType = (typeof INFORMATION_TYPES)[number];

export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'reddit',
  'telegram',
  'whatsapp',
  'google',
  'pinterest',
] as const;
