import type { FieldErrors, RpcFailure, RpcSuccess } from '@lale/contract/envelope';
import type { Lang } from '@lale/contract/languages';
import { isMessageKey, translate, type MessageKey } from '@lale/contract/messages';
import type { Pagination } from '@lale/contract/pagination';
import type { Refusal, RefusalKind } from '../platform/refusal.ts';

export function successReply<T>(
  data: T,
  lang: Lang,
  extra: { pagination?: Pagination; message?: MessageKey } = {},
): RpcSuccess<T> {
  const reply: RpcSuccess<T> = {
    result: true,
    data,
    message: translate(extra.message ?? 'success', lang),
  };
  if (extra.pagination) reply.pagination = extra.pagination;
  return reply;
}

export function failureReply(
  key: MessageKey,
  code: number,
  lang: Lang,
  data: RpcFailure['data'] = null,
): RpcFailure {
  return { result: false, data, message: translate(key, lang, data), code, debug: key };
}

/** The envelope's `code` for each kind of refusal (README, "The API"). */
export const RPC_CODES: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_funds: 422,
  failed: 422,
  locked: 423,
  rate_limited: 429,
  not_available: 501,
};

/**
 * The envelope of a refusal, its message in `lang`; null when its code is no message key
 * (another transport's refusal reaching this one is a fault).
 */
export function errorReply(refusal: Refusal<MessageKey>, lang: Lang): RpcFailure;
export function errorReply(refusal: Refusal, lang: Lang): RpcFailure | null;
export function errorReply(refusal: Refusal, lang: Lang): RpcFailure | null {
  const { code: key, fields, data } = refusal;
  if (!isMessageKey(key)) return null;
  const code = RPC_CODES[refusal.kind];
  if (!fields) return failureReply(key, code, lang, data ? { ...data } : null);
  const translated: FieldErrors = {};
  for (const [name, field] of Object.entries(fields)) translated[name] = translate(field, lang);
  // The headline names the first problem, so a caller without a form still learns what to fix.
  const first = Object.values(fields)[0] ?? key;
  return failureReply(first, code, lang, { fields: translated });
}
