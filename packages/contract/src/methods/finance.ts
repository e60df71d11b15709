import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import {
  flag,
  id,
  isoDate,
  limit,
  offset,
  optionalText,
  requestKey,
  requiredText,
} from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';
import type { DepositRoom } from '../responsible-gaming/limits.ts';
import { isValidTurkishIban } from '../validators/iban.ts';

export interface Bank {
  bankID: number;
  name: string;
  typeID: number;
}

export interface BankAccount {
  bankAccountID: number;
  bankID: number;
  bankName: string;
  accountHolder: string;
  branchCode: string;
  accountNumber: string;
  iban: string;
}

export interface CashMethodField {
  name: string;
  label: string;
  type: 'text' | 'amount' | 'phone' | 'identity' | 'date' | 'account' | 'select';
  required: boolean;
}

export interface CashMethod {
  methodID: number;
  name: string;
  /** 1 deposit, 2 withdrawal. */
  type: 1 | 2;
  transfer_type_id: number;
  minAmount: number;
  maxAmount: number;
  /** The bank code of envoy getDepositAmounts presets, or null for none. */
  bankcode: string | null;
  fields: CashMethodField[];
  isFavorite: 0 | 1;
  properties: { isFavorite: 0 | 1; logo: string; group: string };
}

export interface CashMethodGroup {
  type: 'group';
  properties: { name: string; logo: string };
  /** Each member in full, with SPEC §3's `id` beside its methodID. */
  methods: (CashMethod & { id: number })[];
}

export interface FinanceTransaction {
  id: number;
  method: string;
  amount: number;
  date: string;
  previousBalance: number;
  lastBalance: number;
  movementType: string;
  operationType: string;
  operationId: string;
  operationTime: string;
  referenceCode: string;
  transaction_category_id: number;
  transaction_status: number;
  status: 'New' | 'Confirmed' | 'Canceled';
  notes: string | null;
  /**
   * Not in SPEC §3 (issue 38): when a deposit paid at a provider's checkout, still New,
   * expires unpaid (ISO). Absent on every other row.
   */
  expiresAt?: string;
}

/**
 * What happened to a deposit, as the provider's return page tells it (issue 38): `pending`
 * still waits for the payment (until `expiresAt` when paid at a provider), `paid` is on the
 * balance, `failed` was declined or cancelled, `expired` was not paid in time.
 */
export interface DepositOutcome {
  id: number;
  /** Kuruş. */
  amount: number;
  method: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  requestedAt: string;
  decidedAt: string | null;
  /** When a pending provider deposit expires unpaid; null when it does not (bank transfers). */
  expiresAt: string | null;
}

export interface NamedOption {
  id: number;
  name: string;
}

const cashType = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2)], { error: 'invalid_value' }));
const amount = z.coerce
  .number({ error: 'enter_amount' })
  .int({ error: 'invalid_value' })
  .positive({ error: 'enter_amount' })
  .max(1_000_000_000_00, { error: 'amount_out_of_range' });

const bankAccountFields = z.object({
  bankAccountID: id().optional(),
  bankID: id(),
  accountHolder: requiredText(120),
  branchCode: requiredText(10).regex(/^\d{1,10}$/, { error: 'invalid_value' }),
  accountNumber: requiredText(30).regex(/^\d{1,30}$/, { error: 'invalid_value' }),
  iban: requiredText(40).refine(isValidTurkishIban, { error: 'iban_incorrect' }),
});

export const depositPayload = z.object({
  methodID: id(),
  amount,
  branch: optionalText(60),
  account: optionalText(60),
  reference_number: optionalText(60),
  sender_phone: optionalText(20),
  receiver_phone: optionalText(20),
  sender_identity_number: optionalText(11),
  receiver_identity_number: optionalText(11),
  /** A bonus definition's opt-in code: its bonus is granted when this deposit is confirmed. */
  promotion_code: optionalText(40),
  requestKey,
});

export const finance = {
  add_favorite_cash_method: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: z.object({ id: id() }),
    reply: reply<null>(),
  }),
  remove_favorite_cash_method: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: z.object({ id: id() }),
    reply: reply<null>(),
  }),
  check_favorite_cash_method: defineMethod({
    auth: 'required',
    payload: z.object({ id: id() }),
    reply: reply<{ isFavorite: 0 | 1 }>(),
  }),
  list_banks: defineMethod({
    auth: 'required',
    payload: z.object({ typeID: z.coerce.number().int().min(1).max(10).default(1) }),
    reply: reply<Bank[]>(),
  }),
  list_bank_accounts: defineMethod({
    auth: 'required',
    payload: z.object({
      SiteType: z.string().max(20).default('desktop'),
      showPrepaid: flag().default(1),
    }),
    reply: reply<BankAccount[]>(),
  }),
  /** SPEC §7 names the parameter bankID; it is the id of the player's bank account. */
  get_bank_account: defineMethod({
    auth: 'required',
    payload: z.object({ bankID: id() }),
    reply: reply<BankAccount>(),
  }),
  save_bank_account: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: bankAccountFields,
    reply: reply<BankAccount>(),
  }),
  delete_bank_account: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: z.object({ bankAccountID: id() }),
    reply: reply<null>(),
  }),
  list_cash_methods: defineMethod({
    auth: 'required',
    payload: z.object({ Type: cashType, methodID: id().optional() }),
    reply: reply<{ methods_list: CashMethod[]; fields: CashMethodField[] }>(),
  }),
  list_cash_methods_new: defineMethod({
    auth: 'required',
    payload: z.object({ Type: cashType, methodID: id().optional() }),
    reply: reply<(CashMethod | CashMethodGroup)[]>(),
  }),
  list_highlighted_cash_methods: defineMethod({
    auth: 'required',
    payload: z.object({ Type: cashType }),
    reply: reply<CashMethod[]>(),
  }),
  list_transactions: defineMethod({
    auth: 'required',
    payload: z.object({
      concatRequire: flag().optional(),
      limit: limit(PAGE_SIZE.defaultPagination, PAGE_SIZE.notifications),
      offset: offset(),
      searchType: z.coerce.number().int().min(0).max(100).optional(),
      startDate: isoDate().optional(),
      endDate: isoDate().optional(),
      OrderDir: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
      OrderPar: z.enum(['date', 'amount', 'id']).default('date'),
      more: z.record(z.string().max(40), z.union([z.string().max(100), z.number()])).optional(),
    }),
    reply: reply<FinanceTransaction[]>(),
    paginated: true,
  }),
  list_types_frontend: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<NamedOption[]>(),
  }),
  list_categories: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<NamedOption[]>(),
  }),
  list_sub_categories: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<NamedOption[]>(),
  }),
  /**
   * Not in SPEC §7 (issue 38): the deposit the provider's return page (`/profile?cashier=
   * deposit-done&reference=…`) is about, by its provider reference, or without one the
   * player's latest deposit. No deposit: refused `not_found`.
   */
  get_deposit: defineMethod({
    auth: 'required',
    payload: z.object({ reference: optionalText(64) }),
    reply: reply<DepositOutcome>(),
  }),
  /**
   * Not in SPEC §7 (issue 38): how much the player's deposit limits still allow now, counting
   * the deposit requests still open; null without a deposit limit. The deposit form offers no
   * quick amount above it and says it under the amount.
   */
  get_deposit_room: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<DepositRoom | null>(),
  }),
  check_balance: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<{ balance: number; bonusBalance: number; currency: string }[]>(),
  }),
  save_bank_transfer: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: true,
    idempotencyKey: 'requestKey',
    payload: depositPayload.extend({ transfer_type_id: z.literal(1).default(1) }),
    reply: reply<FinanceTransaction>(),
  }),
  save_cep_bank_transfer: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: true,
    idempotencyKey: 'requestKey',
    payload: depositPayload.extend({ transfer_type_id: z.literal(3).default(3) }),
    reply: reply<FinanceTransaction>(),
  }),
};

export const prepayServices = {
  processTransaction: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: true,
    idempotencyKey: 'requestKey',
    payload: z.object({
      Type: cashType,
      methodID: id(),
      amount,
      bankAccountID: id().optional(),
      identityValidityDate: isoDate().optional(),
      note: optionalText(500),
      /**
       * Not in SPEC §3 (issue 38). Withdrawals (Type 2) only: the player was shown that this
       * withdrawal forfeits their wagering bonus, and what it holds, and accepted. Without it
       * such a withdrawal is refused with `withdrawal_forfeits_bonus`, naming both.
       */
      acceptBonusForfeit: z.boolean().optional(),
      /** Deposits (Type 1) only: as depositPayload's. */
      promotion_code: optionalText(40),
      requestKey,
    }),
    reply: reply<FinanceTransaction & { redirectUrl: string | null }>(),
  }),
};

export const envoy = {
  getDepositAmounts: defineMethod({
    auth: 'required',
    payload: z.object({ bankcode: requiredText(20) }),
    reply: reply<{ amounts: number[] }>(),
  }),
};

export const crm = {
  list_mass_messages: defineMethod({
    auth: 'none',
    payload: z.object({ limit: limit(PAGE_SIZE.massMessages), offset: offset() }),
    reply: reply<{ id: number; title: string; body: string; date: string }[]>(),
    paginated: true,
  }),
};
