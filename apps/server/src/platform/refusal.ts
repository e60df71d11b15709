import type { MessageKey } from '@lale/contract/messages';
import type { PaymentCallbackCode } from '@lale/contract/payment-callback';
import type { ProviderWalletCode } from '@lale/contract/provider-wallet';
import type { StudioErrorCode } from '@lale/contract/studio/errors';

/** What kind of "no" it is; each transport turns a kind into its own status. */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'insufficient_funds'
  | 'failed'
  | 'locked'
  | 'rate_limited'
  | 'not_available';

/**
 * A stable code its caller branches on: a key of the site's message catalogue, of the game
 * API's, a provider wallet code or a payment callback code. A transport tells a refusal whose
 * code is outside its own catalogue as a fault.
 */
export type RefusalCode = MessageKey | StudioErrorCode | ProviderWalletCode | PaymentCallbackCode;

/** Field → message key; a field keeps its first problem. */
export type FieldRefusals = Record<string, MessageKey>;

/** A JSON value a refusal may carry: a fact, or a list or record of facts. */
export type RefusalFact =
  | string
  | number
  | boolean
  | null
  | readonly RefusalFact[]
  | { readonly [key: string]: RefusalFact };

/**
 * Facts a refusal tells besides its code (who decided a request and when; the new odds of a
 * refused bet slip).
 */
export type RefusalData = Record<string, RefusalFact>;

/**
 * An expected "no" (bad input, no session, not found, not enough money...): a value with a
 * stable code that the transport maps to its wire format. Anything else thrown is a fault.
 * Made only by `refusals`.
 */
export class Refusal<Code extends RefusalCode = RefusalCode> extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: Code,
    readonly fields?: FieldRefusals,
    /** For 'rate_limited': whole seconds until a retry may pass. */
    readonly retryAfterSeconds?: number,
    /** Facts for the caller, sent in the reply's `data` beside the message. */
    readonly data?: RefusalData,
  ) {
    super(code);
    this.name = 'Refusal';
  }
}

const make = <C extends RefusalCode>(kind: RefusalKind, code: C, fields?: FieldRefusals) =>
  new Refusal(kind, code, fields);

const WALLET_KINDS: Record<ProviderWalletCode, RefusalKind> = {
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  INVALID_SIGNATURE: 'unauthenticated',
  INVALID_REQUEST: 'invalid',
  UNKNOWN_PROVIDER: 'unauthenticated',
  UNKNOWN_PLAYER: 'not_found',
  INVALID_TOKEN: 'unauthenticated',
  SESSION_EXPIRED: 'unauthenticated',
  UNKNOWN_TRANSACTION: 'not_found',
  UNKNOWN_ROUND: 'not_found',
  ROUND_CLOSED: 'conflict',
  TRANSACTION_CONFLICT: 'conflict',
  TRANSACTION_ROLLED_BACK: 'conflict',
  RESPONSIBLE_GAMING: 'forbidden',
  BONUS_RULE: 'forbidden',
};

/** The one factory of refusals. */
export const refusals = {
  invalid: <C extends RefusalCode = 'invalid_value'>(fields?: FieldRefusals, code?: C) =>
    make('invalid', code ?? ('invalid_value' as C), fields),
  /** The request itself is unreadable (no panel header, not the expected envelope). */
  malformed: () => make('invalid', 'malformed_request'),
  unauthenticated: <C extends RefusalCode>(code: C) => make('unauthenticated', code),
  /** `data`: facts the message names (a responsible-gaming limit and its reset...). */
  forbidden: <C extends RefusalCode = 'not_authorized'>(code?: C, data?: RefusalData) =>
    new Refusal('forbidden', code ?? ('not_authorized' as C), undefined, undefined, data),
  notFound: <C extends RefusalCode = 'not_found'>(code?: C, fields?: FieldRefusals) =>
    make('not_found', code ?? ('not_found' as C), fields),
  conflict: <C extends RefusalCode>(code: C, fields?: FieldRefusals, data?: RefusalData) =>
    new Refusal('conflict', code, fields, undefined, data),
  insufficientFunds: <C extends RefusalCode = 'insufficient_funds'>(
    code?: C,
    fields?: FieldRefusals,
  ) => make('insufficient_funds', code ?? ('insufficient_funds' as C), fields),
  /** The action could not be done as asked (a business rule, not the input's shape). */
  failed: <C extends RefusalCode = 'process_failed'>(code?: C, data?: RefusalData) =>
    new Refusal('failed', code ?? ('process_failed' as C), undefined, undefined, data),
  locked: <C extends RefusalCode = 'maintenance'>(code?: C) =>
    make('locked', code ?? ('maintenance' as C)),
  rateLimited: <C extends RefusalCode = 'rate_limited'>(retryAfterMs = 0, code?: C) =>
    new Refusal(
      'rate_limited',
      code ?? ('rate_limited' as C),
      undefined,
      Math.max(1, Math.ceil(retryAfterMs / 1000)),
    ),
  notAvailable: <C extends RefusalCode = 'not_available_yet'>(code?: C) =>
    make('not_available', code ?? ('not_available_yet' as C)),
  /** A refused wallet call, by its provider wallet code. */
  wallet: <C extends ProviderWalletCode>(code: C) => make(WALLET_KINDS[code], code),
};
