import { z } from 'zod';
import { OPERATOR_ROLES, type StaffRole } from './backoffice-permissions.ts';
import { DATE_PRESETS } from './constants.ts';
import { id, password, requiredText } from './fields.ts';
import type { Lang } from './languages.ts';
import { asCidr } from './validators/cidr.ts';

/**
 * The back office's operators, audit log and finance queue (issue 18, parts 1 and 6): wire
 * types of the routes under BACKOFFICE_API (/operators, /audit, /requests, /decide...).
 */

export const ipAllowList = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => asCidr(value) !== null, { error: 'operator_cidr_invalid' })
      .transform((value) => asCidr(value)!),
  )
  .max(20, { error: 'value_too_long' });

export const staffRole = z.enum(OPERATOR_ROLES, { error: 'invalid_value' });

const operatorName = requiredText(30).regex(/^[A-Za-z0-9_.-]{3,30}$/, { error: 'invalid_value' });

export const createOperatorPayload = z.object({
  username: operatorName,
  role: staffRole,
  ipAllowList: ipAllowList.default([]),
});

export const operatorRolePayload = z.object({ operatorId: id(), role: staffRole });
export const operatorIdPayload = z.object({ operatorId: id() });
export const operatorIpsPayload = z.object({ operatorId: id(), ipAllowList });

/** An operator as the operators screen lists it (GET /operators). */
export interface OperatorListItem {
  id: number;
  username: string;
  role: StaffRole;
  status: 'active' | 'inactive';
  /** Has entered a code of its authenticator; false until the first sign-in. */
  totpEnrolled: boolean;
  ipAllowList: string[];
  createdAt: string;
  lastLoginAt: string | null;
}

/** POST /operators/create and /operators/reset-password: the temporary password, shown once. */
export interface OperatorCreated {
  operator: OperatorListItem;
  temporaryPassword: string;
}

/** GET /audit: filters of the audit log. */
export const auditQuery = z.object({
  operatorId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(80, { error: 'value_too_long' }).optional(),
  from: z.iso.date({ error: 'invalid_value' }).optional(),
  to: z.iso.date({ error: 'invalid_value' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export interface AuditEntryView {
  id: number;
  operatorId: number | null;
  operatorName: string | null;
  action: string;
  requestId: number | null;
  result: 'success' | 'failure';
  ip: string;
  detail: unknown;
  createdAt: string;
  hash: string | null;
}

/** POST /audit/verify: the chain from the first row; `brokenAt` is the first row that fails. */
export interface AuditChainReport {
  ok: boolean;
  checked: number;
  brokenAt: number | null;
  /** hash: a row's hash is not its content's; link: its prev_hash is not the row before's;
   * tail: the chain's head names a row that is missing. */
  reason: 'hash' | 'link' | 'tail' | null;
}

/** The finance queue's filters (GET /requests). */
export const FINANCE_STATUSES = [
  'new',
  'awaiting_approval',
  'confirmed',
  'canceled',
  'expired',
] as const;
export type FinanceStatus = (typeof FINANCE_STATUSES)[number];

export const financeQueueQuery = z
  .object({
    status: z.enum(FINANCE_STATUSES, { error: 'invalid_value' }).default('new'),
    kind: z.enum(['deposit', 'withdrawal'], { error: 'invalid_value' }).optional(),
    method: z.coerce.number().int().positive().optional(),
    minAmount: z.coerce.number().int().min(0).max(1e13).optional(),
    maxAmount: z.coerce.number().int().min(0).max(1e13).optional(),
    player: z.string().trim().max(60, { error: 'value_too_long' }).optional(),
    preset: z.enum(DATE_PRESETS, { error: 'invalid_value' }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine(
    (q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount,
    {
      error: 'invalid_value',
      path: ['maxAmount'],
    },
  );

/** Why a request deserves a second look (computed from the player's records). */
export const RISK_FLAGS = [
  'new_account',
  'self_excluded',
  'limits_set',
  'no_play_since_deposit',
  'failed_logins',
  'country_changed',
] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** POST /decide/bulk: the same decision on many requests, each in its own transaction. */
export const bulkDecisionPayload = z.object({
  requestIds: z
    .array(id())
    .min(1, { error: 'required_field' })
    .max(100, { error: 'value_too_long' }),
  decision: z.enum(['confirm', 'reject'], { error: 'invalid_value' }),
  note: z.string().trim().max(500, { error: 'value_too_long' }).optional(),
});

export interface BulkDecisionResult {
  succeeded: { id: number; status: FinanceStatus }[];
  failed: { id: number; code: string; message: string }[];
}

/** POST /second-approval: the second operator approves or declines the first decision. */
export const secondApprovalPayload = z.object({
  requestId: id(),
  approve: z.boolean({ error: 'invalid_value' }),
});

/** The approval limit's ceiling: 100 million TL in kuruş. */
export const SECOND_APPROVAL_LIMIT_MAX = 10_000_000_000;

export const financeSettingsPayload = z.object({
  /** Kuruş: decisions on larger requests need a second operator. */
  secondApprovalAbove: z
    .number({ error: 'invalid_value' })
    .int({ error: 'approval_limit_invalid' })
    .min(0, { error: 'approval_limit_invalid' })
    .max(SECOND_APPROVAL_LIMIT_MAX, { error: 'approval_limit_invalid' }),
});

/**
 * POST /password: an operator replaces its password (a temporary one must be replaced before
 * anything else is answered); the new one follows the players' rules (SPEC §5).
 */
export const operatorPasswordPayload = z.object({
  currentPassword: z
    .string({ error: 'required_field' })
    .min(1, { error: 'required_field' })
    .max(128),
  newPassword: password(),
});

export const backofficeAccessMessages = {
  operator_totp_required: {
    tr: 'Doğrulama uygulamanızdaki 6 haneli kodu girin',
    en: 'Enter the 6-digit code from your authenticator app',
  },
  operator_totp_enrolment: {
    tr: 'Doğrulama uygulamanızı kurun: kodu tarayın, ardından 6 haneli kodu girin',
    en: 'Set up your authenticator: scan the code, then enter the 6-digit code',
  },
  operator_address_refused: {
    tr: 'Bu adresten giriş yapmanıza izin verilmiyor',
    en: 'Signing in from this address is not allowed',
  },
  operator_code_used: {
    tr: 'Bu kod zaten kullanıldı: doğrulama uygulamanızda yeni kodu bekleyin',
    en: 'This code has already been used: wait for the next code in your authenticator app',
  },
  operator_password_change_required: {
    tr: 'Devam etmeden önce size verilen geçici şifreyi değiştirin',
    en: 'Change the temporary password you were given before going on',
  },
  operator_password_unchanged: {
    tr: 'Yeni şifre geçici şifreden farklı olmalı',
    en: 'The new password must differ from the temporary one',
  },
  operator_password_changed: { tr: 'Şifreniz değiştirildi', en: 'Your password has been changed' },
  operator_allow_list_locks_out: {
    tr: 'Bu liste şu an kullandığınız adresi ({ip}) dışarıda bırakıyor: kendinizi kilitleyemezsiniz',
    en: 'This list leaves out the address you are using now ({ip}): you cannot lock yourself out',
  },
  approval_limit_invalid: {
    tr: 'Onay sınırı 0 ile 100.000.000 TL arasında, en fazla iki ondalıklı bir tutar olmalı',
    en: 'The approval limit must be an amount from 0 to 100,000,000 TL with at most two decimals',
  },
  operator_cidr_invalid: {
    tr: 'Adres bloğu geçersiz (örnek: 203.0.113.0/24)',
    en: 'Invalid address block (for example 203.0.113.0/24)',
  },
  operator_name_taken: {
    tr: 'Bu kullanıcı adı zaten kullanılıyor',
    en: 'This username is already taken',
  },
  operator_not_found: { tr: 'Operatör bulunamadı', en: 'Operator not found' },
  operator_self_change: {
    tr: 'Kendi rolünüzü veya durumunuzu değiştiremezsiniz',
    en: 'You cannot change your own role or status',
  },
  request_awaiting_approval: {
    tr: 'Tutar onay sınırının üzerinde: karar ikinci bir operatörün onayını bekliyor',
    en: 'The amount is above the approval limit: the decision awaits a second operator',
  },
  request_not_awaiting_approval: {
    tr: 'Bu talep ikinci onay beklemiyor',
    en: 'This request is not awaiting a second approval',
  },
  second_approval_same_operator: {
    tr: 'İkinci onayı ilk kararı veren operatör veremez',
    en: 'The second approval must come from a different operator',
  },
} as const satisfies Record<string, Record<Lang, string>>;
