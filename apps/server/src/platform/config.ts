import path from 'node:path';
import { z } from 'zod';
import { parseKey, parseKeyRing, type DataKeys } from './field-encryption/key-ring.ts';
import { trustProxySetting, type TrustProxy } from './trust-proxy.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  SITE_NAME: z.string().default('lale'),
  APP_VERSION: z.string().default('0.1.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  SEED_DEMO_DATA: booleanText.optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Lale <no-reply@lale.example>'),
  SUPPORT_EMAIL: z.string().email().default('support@lale.example'),
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  COOKIE_SECURE: booleanText.optional(),
  /** The least time between two texts to one account; shorter only outside production (tests). */
  SMS_GAP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  CRASH_BETTING_MS: z.coerce.number().int().min(500).max(60_000).optional(),
  CRASH_COOLDOWN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  CRASH_MAX_MULTIPLIER_HUNDREDTHS: z.coerce.number().int().min(101).max(1_000_000).optional(),
  LIVE_TABLE_BETTING_MS: z.coerce.number().int().min(1_000).max(120_000).optional(),
  LIVE_TABLE_NO_MORE_BETS_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  LIVE_TABLE_DRAW_MS: z.coerce.number().int().min(200).max(60_000).optional(),
  LIVE_TABLE_RESULT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  LIVE_TABLE_DECISION_MS: z.coerce.number().int().min(1_000).max(60_000).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  METRICS_TOKEN: z.string().min(16).optional(),
  SPORTS_CLOCK_SPEED: z.coerce.number().min(1).max(10_000).default(1),
  SPORTS_MIN_STAKE: z.coerce.number().int().min(1).default(100),
  SPORTS_MAX_STAKE: z.coerce.number().int().min(1).default(1_000_000),
  SPORTS_MAX_PAYOUT: z.coerce.number().int().min(1).default(50_000_000),
  DATA_ENCRYPTION_KEYS: z.string().optional(),
  DATA_INDEX_KEY: z.string().optional(),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this process keeps to PostgreSQL (not used on the embedded database). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  webDist: string;
  siteName: string;
  appVersion: string;
  logLevel: string;
  bodyLimitBytes: number;
  /** Demo data (players, balances) is on by default outside production. */
  seedDemoData: boolean;
  /** The proxies whose X-Forwarded-For hops are believed (`trust-proxy.ts`). */
  trustProxy: TrustProxy;
  hstsMaxAge: number;
  /** Where players reach the site; emailed links start with it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Live support's mailbox: messages written while no operator is available go there. */
  supportEmail: string;
  smsProviderUrl: string | undefined;
  smsProviderToken: string | undefined;
  /** The session cookie is Secure (HTTPS only); on by default in production. */
  cookieSecure: boolean;
  /** Crash rounds' betting phase and pause after a crash; the games' own when unset. */
  /** The least time between two texts to one account (the SMS gap rule; 60 s in production). */
  smsGapMs: number;
  crashTiming: { bettingPhaseMs?: number; cooldownMs?: number; maxMultiplierHundredths?: number };
  /** Every live table's phases (browser tests, demos); the games' own schedules when unset. */
  liveTableTiming: {
    bettingMs?: number;
    noMoreBetsMs?: number;
    drawMs?: number;
    resultMs?: number;
    decisionMs?: number;
  };
  /** How long a stopping process lets running requests finish before cutting them off. */
  shutdownGraceMs: number;
  /** Lets a scraper on another host read /endpoint/metrics (loopback needs no token). */
  metricsToken: string | undefined;
  /**
   * The sportsbook's clock runs at this many times real time from the moment the process
   * started (domains/sportsbook/sports-clock.ts). 1 in production; other speeds are for tests
   * and demos on one process (each process would anchor its own clock).
   */
  sportsClockSpeed: number;
  /** A coupon's limits in kuruş (domains/sportsbook/limits.ts). */
  sportsMinStake: number;
  sportsMaxStake: number;
  sportsMaxPayout: number;
  /**
   * The keys that seal identity numbers and TOTP secrets and index identity numbers
   * (platform/field-encryption). Unset outside production: fixed keys in tests, and in
   * development a pair kept in DATA_DIR (resolveDataProtection).
   */
  dataKeys: DataKeys | undefined;
}>;

/** Reads the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as shells and CI files often write it.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataKeys = readDataKeys(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist()),
    siteName: e.SITE_NAME,
    appVersion: e.APP_VERSION,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    seedDemoData: e.SEED_DEMO_DATA ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    smsProviderToken: e.SMS_PROVIDER_TOKEN,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    smsGapMs: smsGapOf(e),
    crashTiming: {
      ...(e.CRASH_BETTING_MS === undefined ? {} : { bettingPhaseMs: e.CRASH_BETTING_MS }),
      ...(e.CRASH_COOLDOWN_MS === undefined ? {} : { cooldownMs: e.CRASH_COOLDOWN_MS }),
      ...(e.CRASH_MAX_MULTIPLIER_HUNDREDTHS === undefined
        ? {}
        : { maxMultiplierHundredths: e.CRASH_MAX_MULTIPLIER_HUNDREDTHS }),
    },
    liveTableTiming: Object.fromEntries(
      Object.entries({
        bettingMs: e.LIVE_TABLE_BETTING_MS,
        noMoreBetsMs: e.LIVE_TABLE_NO_MORE_BETS_MS,
        drawMs: e.LIVE_TABLE_DRAW_MS,
        resultMs: e.LIVE_TABLE_RESULT_MS,
        decisionMs: e.LIVE_TABLE_DECISION_MS,
      }).filter(([, ms]) => ms !== undefined),
    ),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    sportsClockSpeed: e.SPORTS_CLOCK_SPEED,
    sportsMinStake: e.SPORTS_MIN_STAKE,
    sportsMaxStake: e.SPORTS_MAX_STAKE,
    sportsMaxPayout: e.SPORTS_MAX_PAYOUT,
    dataKeys,
  };
}

/**
 * Both data-key variables or neither; production needs both, so that a copy of the database
 * alone reveals no identity number or TOTP secret. Messages never quote a key.
 */
function readDataKeys(e: z.infer<typeof environment>): DataKeys | undefined {
  const problems: string[] = [];
  const attempt = <T>(name: string, read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const encryption =
    e.DATA_ENCRYPTION_KEYS === undefined
      ? undefined
      : attempt('DATA_ENCRYPTION_KEYS', () => parseKeyRing(e.DATA_ENCRYPTION_KEYS!));
  const index =
    e.DATA_INDEX_KEY === undefined
      ? undefined
      : attempt('DATA_INDEX_KEY', () => parseKey(e.DATA_INDEX_KEY!, 'the key'));
  if (
    problems.length === 0 &&
    (e.DATA_ENCRYPTION_KEYS === undefined) !== (e.DATA_INDEX_KEY === undefined)
  )
    problems.push('DATA_ENCRYPTION_KEYS and DATA_INDEX_KEY: set both or neither');
  if (problems.length === 0 && !encryption && e.NODE_ENV === 'production')
    problems.push(
      'DATA_ENCRYPTION_KEYS and DATA_INDEX_KEY: required in production ' +
        '(a key is 32 random bytes in base64: openssl rand -base64 32)',
    );
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return encryption && index ? { encryption, index } : undefined;
}

/** A shorter gap between texts would let anyone bomb a phone: production keeps a minute at least. */
function smsGapOf(e: z.infer<typeof environment>): number {
  if (e.NODE_ENV === 'production' && e.SMS_GAP_MS < 60_000)
    throw new Error('Invalid environment: SMS_GAP_MS: at least 60000 in production');
  return e.SMS_GAP_MS;
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
