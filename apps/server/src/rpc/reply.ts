import type { FieldErrors, RpcFailure, RpcSuccess } from '@lale/contract/envelope';
import type { Lang } from '@lale/contract/languages';
import { translate, type MessageKey } from '@lale/contract/messages';
import type { Pagination } from '@lale/contract/pagination';
import type { RpcError } from './errors.ts';

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
  return { result: false, data, message: translate(key, lang), code, debug: key };
}

export function errorReply(error: RpcError, lang: Lang): RpcFailure {
  if (!error.fields) return failureReply(error.key, error.code, lang);
  const fields: FieldErrors = {};
  for (const [name, key] of Object.entries(error.fields)) fields[name] = translate(key, lang);
  // The headline names the first problem, so a caller without a form still learns what to fix.
  const first = Object.values(error.fields)[0] ?? error.key;
  return failureReply(first, error.code, lang, { fields });
}
