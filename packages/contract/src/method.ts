import { z } from 'zod';

/** Who may call a method: SPEC §6. `optional` methods behave differently with a session. */
export type AuthRequirement = 'required' | 'optional' | 'none';

export interface MethodSpec<P extends z.ZodType = z.ZodType, R = unknown> {
  readonly auth: AuthRequirement;
  readonly payload: P;
  /** Phantom: the reply's `data` type. Never read at run time. */
  readonly reply: R;
  /** The reply carries `pagination` (limit, offset, total). */
  readonly paginated?: boolean;
}

/** Declares the type of a reply without a value; the registry is types plus schemas only. */
export function reply<R>(): R {
  return undefined as R;
}

export function defineMethod<P extends z.ZodType, R>(spec: MethodSpec<P, R>): MethodSpec<P, R> {
  return spec;
}

/**
 * A payload with no fields of its own (`Lang` travels in every payload and is read apart).
 * Typed as `{}` because zod's `Record<string, never>` would refuse even `Lang` at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export const emptyPayload = z.object({}) as unknown as z.ZodType<{}, {}>;
