import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Mirrors migrations/0002_accounts.sql, 0032_sealed_account_fields.sql and 0059. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type TwoFactorColumn = 'none' | 'ga' | 'sms';
export type UserStatus = 'active' | 'inactive' | 'closed';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  emailVerifiedAt: at('email_verified_at'),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  birthdate: date('birthdate', { mode: 'string' }).notNull(),
  /** Sealed (`enc:v1:…`, platform/field-encryption); open it with the accounts' sealed fields. */
  identityNumberSealed: text('identity_number').notNull(),
  /** HMAC of the number (blind index): uniqueness and look-ups without the plaintext. */
  identityNumberIndex: text('identity_number_index'),
  country: text('country').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  currency: text('currency').notNull().default('TRY'),
  phone: text('phone').notNull(),
  promotionCode: text('promotion_code'),
  referenceNumber: text('reference_number'),
  smsOptIn: boolean('sms_opt_in').notNull().default(false),
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  language: text('language').notNull().default('tr'),
  rid: integer('rid').notNull().default(1),
  status: text('status').$type<UserStatus>().notNull().default('active'),
  twoFactor: text('two_factor').$type<TwoFactorColumn>().notNull().default('none'),
  /** TOTP secrets, sealed like the identity number. */
  gaSecretSealed: text('ga_secret'),
  gaPendingSecretSealed: text('ga_pending_secret'),
  gaLastStep: bigint('ga_last_step', { mode: 'number' }),
  lastLoginAt: at('last_login_at'),
  lastLoginIp: text('last_login_ip'),
  /** Set when the player closed the account (status 'closed'). */
  closedAt: at('closed_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull().unique(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  createdAt: at('created_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  /** Migration 0034: the session limit's end, and why the server ended a session. */
  limitEndsAt: at('limit_ends_at'),
  endReason: text('end_reason'),
});

export const loginChallenges = pgTable('login_challenges', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  factor: text('factor').$type<'ga' | 'sms'>().notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'login' | 'account'>().notNull(),
  challengeId: integer('challenge_id').references(() => loginChallenges.id, {
    onDelete: 'cascade',
  }),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const accountTokens = pgTable('account_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'confirm_email' | 'reset_password' | 'unlock_account'>().notNull(),
  email: text('email').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject'),
  event: text('event').notNull(),
  result: text('result').$type<'success' | 'failure' | 'pending'>().notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  detail: jsonb('detail'),
  createdAt: at('created_at').notNull(),
});

/** Preferences that follow the player to any device (migration 0059). */
export const playerPreferences = pgTable('player_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  soundMuted: boolean('sound_muted').notNull().default(true),
  updatedAt: at('updated_at').notNull(),
});
