import { z } from 'zod';
import { withCleanText } from './clean-text.ts';

/** Who may call a method: SPEC §6. `optional` methods behave differently with a session. */
export type AuthRequirement = 'required' | 'optional' | 'none';

/**
 * A limit on calls, counted before the payload is read: an RPC method's or an HTTP route's
 * (`kycUploads`). The server holds each rule's numbers (beside the failure-counting limits its
 * services apply), so the web bundle carries none.
 */
export type RateLimitName =
  'registrations' | 'recoveryRequests' | 'unlockRequests' | 'personalDataExports' | 'kycUploads';

/** Counted per caller address, or per signed-in account (only where a session is required). */
export interface RateLimit<A extends AuthRequirement = AuthRequirement> {
  readonly rule: RateLimitName;
  readonly per: A extends 'required' ? 'ip' | 'account' : 'ip';
}

/**
 * One method's whole pipeline, run by the server in this order: maintenance → auth →
 * rate limit → validate → transaction → handler.
 */
export interface MethodSpec<
  P extends z.ZodType = z.ZodType,
  R = unknown,
  A extends AuthRequirement = AuthRequirement,
> {
  readonly auth: A;
  readonly rateLimit?: readonly RateLimit<A>[];
  readonly payload: P;
  /**
   * State and money change together or not at all: `true` runs the handler in one
   * transaction. `'one-statement'`: the handler reads, then writes everything in one statement
   * (a database function), which PostgreSQL applies whole or not at all, so no transaction is
   * opened around it; one would cost two more round trips and hold the statement's locks
   * across the reply to the server.
   */
  readonly transaction?: boolean | 'one-statement';
  /** The payload field naming one attempt: a retry with the same value answers the first. */
  readonly idempotencyKey?: string;
  /**
   * The method moves money (a stake, a deposit or withdrawal, a cash-out, a bonus): it must
   * name a required idempotency field, and the server answers a repeated key with the first
   * reply. Every method that writes (`transaction`) says whether it moves money.
   */
  readonly movesMoney?: boolean;
  /** Phantom: the reply's `data` type. Never read at run time. */
  readonly reply: R;
  /** The reply carries `pagination` (limit, offset, total). */
  readonly paginated?: boolean;
}

/** Declares the type of a reply without a value; the registry is types plus schemas only. */
export function reply<R>(): R {
  return undefined as R;
}

/** The payload's fields that a caller must send as a string. */
type RequiredStringField<P extends z.ZodType> = {
  [K in keyof z.output<P>]-?: undefined extends z.output<P>[K]
    ? never
    : z.output<P>[K] extends string
      ? K
      : never;
}[keyof z.output<P>] &
  string;

/**
 * What a method that writes must declare: whether it moves money, and if it does, the
 * required field that names one user action. A method that reads declares neither.
 */
type Writes<P extends z.ZodType> =
  | { readonly transaction?: undefined; readonly movesMoney?: undefined }
  | {
      readonly transaction: true | 'one-statement';
      readonly movesMoney: false;
      readonly idempotencyKey?: keyof z.output<P> & string;
    }
  | {
      readonly auth: 'required';
      readonly transaction: true | 'one-statement';
      readonly movesMoney: true;
      readonly idempotencyKey: RequiredStringField<P>;
    };

export function defineMethod<P extends z.ZodType, R, A extends AuthRequirement>(
  spec: MethodSpec<P, R, A> & Writes<P>,
): MethodSpec<P, R, A> {
  // Every string of every payload is clean text (no control characters, no lone surrogates).
  return { ...spec, payload: withCleanText(spec.payload) };
}

/**
 * A payload with no fields of its own (`Lang` travels in every payload and is read apart).
 * Typed as `{}` because zod's `Record<string, never>` would refuse even `Lang` at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export const emptyPayload = z.object({}) as unknown as z.ZodType<{}, {}>;
