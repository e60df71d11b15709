import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StaffRole as OperatorRole } from '@lale/contract/backoffice-permissions';
import type { LocalizedText } from '@lale/contract/site';
import { users } from './accounts-schema.ts';

/** Mirrors migrations/0006_cashier.sql. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** One input of a cash method's form; labels are message keys of the web catalogue. */
export interface CashMethodFieldRow {
  name: string;
  label: LocalizedText;
  type: 'text' | 'amount' | 'phone' | 'identity' | 'date' | 'account' | 'select';
  required: boolean;
}

export type CashierRequestStatus = 'new' | 'confirmed' | 'canceled' | 'expired';
export type CashierRequestKind = 'deposit' | 'withdrawal';
export type { StaffRole as OperatorRole } from '@lale/contract/backoffice-permissions';

export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  typeId: smallint('type_id').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankId: integer('bank_id')
    .notNull()
    .references(() => banks.id),
  accountHolder: text('account_holder').notNull(),
  branchCode: text('branch_code').notNull(),
  accountNumber: text('account_number').notNull(),
  iban: text('iban').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  deletedAt: at('deleted_at'),
});

export const cashMethods = pgTable('cash_methods', {
  id: integer('id').primaryKey(),
  type: smallint('type').$type<1 | 2>().notNull(),
  transferTypeId: smallint('transfer_type_id').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  groupName: text('group_name').notNull(),
  logo: text('logo').notNull(),
  bankId: integer('bank_id').references(() => banks.id),
  provider: text('provider'),
  minAmount: money('min_amount').notNull(),
  maxAmount: money('max_amount').notNull(),
  fields: jsonb('fields').$type<CashMethodFieldRow[]>().notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const paymentProviders = pgTable('payment_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
});

export const cashMethodFavorites = pgTable(
  'cash_method_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => cashMethods.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.methodId] })],
);

export const depositAmountPresets = pgTable(
  'deposit_amount_presets',
  {
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    amount: money('amount').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bankCode, t.amount] })],
);

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  createdAt: at('created_at').notNull(),
  lastLoginAt: at('last_login_at'),
  /** migrations/0040: sealed TOTP secrets (enrolled; shown at first sign-in), CIDR allow-list. */
  totpSecretSealed: text('totp_secret_sealed'),
  totpPendingSealed: text('totp_pending_sealed'),
  ipAllowList: text('ip_allow_list').array().notNull().default([]),
  createdBy: integer('created_by'),
  /** migrations/0053: the step of the last accepted code; a temporary password to replace. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  createdAt: at('created_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const cashierRequests = pgTable('cashier_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  kind: text('kind').$type<CashierRequestKind>().notNull(),
  methodId: integer('method_id')
    .notNull()
    .references(() => cashMethods.id),
  transferTypeId: smallint('transfer_type_id').notNull(),
  amount: money('amount').notNull(),
  status: text('status').$type<CashierRequestStatus>().notNull().default('new'),
  details: jsonb('details').$type<Record<string, string>>().notNull(),
  bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
  providerReference: text('provider_reference').unique(),
  ledgerTransferId: text('ledger_transfer_id'),
  clientKey: text('client_key'),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
  decidedBy: integer('decided_by').references(() => operators.id),
  decidedVia: text('decided_via').$type<'operator' | 'provider'>(),
  decisionNote: text('decision_note'),
});

export const operatorAudit = pgTable('operator_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: integer('operator_id').references(() => operators.id),
  action: text('action').notNull(),
  requestId: bigint('request_id', { mode: 'number' }).references(() => cashierRequests.id),
  result: text('result').$type<'success' | 'failure'>().notNull(),
  ip: text('ip').notNull(),
  detail: jsonb('detail'),
  createdAt: at('created_at').notNull(),
  /** migrations/0040: the hash chain (domains/backoffice/audit). */
  prevHash: text('prev_hash'),
  hash: text('hash'),
});

export const operatorAuditHead = pgTable('operator_audit_head', {
  id: smallint('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }),
  lastHash: text('last_hash').notNull(),
});

/** migrations/0041: the finance queue's limit and the first decisions awaiting a second. */
export const financeSettings = pgTable('finance_settings', {
  id: smallint('id').primaryKey(),
  secondApprovalAbove: money('second_approval_above').notNull(),
  updatedAt: at('updated_at'),
  updatedBy: integer('updated_by'),
});

export const financeFirstDecisions = pgTable('finance_first_decisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  requestId: bigint('request_id', { mode: 'number' }).notNull(),
  decision: text('decision').$type<'confirm' | 'reject'>().notNull(),
  operatorId: integer('operator_id').notNull(),
  note: text('note'),
  decidedAt: at('decided_at').notNull(),
  secondOperatorId: integer('second_operator_id'),
  secondAt: at('second_at'),
  approved: boolean('approved'),
});
