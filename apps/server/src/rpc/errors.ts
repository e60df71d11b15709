import type { MessageKey } from '@lale/contract/messages';

/**
 * An expected failure: it becomes a `result: false` reply with the message of `key` in the
 * caller's language. Anything else thrown is a fault and becomes a 500.
 */
export class RpcError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly code: number,
    readonly fields?: Record<string, MessageKey>,
    /** For 'rate_limited': when to try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = 'RpcError';
  }
}

export const rpcErrors = {
  invalid: (fields: Record<string, MessageKey>, key: MessageKey = 'invalid_value') =>
    new RpcError(key, 400, fields),
  anonymous: () => new RpcError('anonymous_user', 401),
  sessionExpired: () => new RpcError('session_expired', 401),
  loginFailed: () => new RpcError('login_failed', 401),
  inactiveAccount: () => new RpcError('inactive_account', 403),
  wrongCode: () => new RpcError('wrong_code', 401),
  notAuthorized: () => new RpcError('not_authorized', 403),
  notFound: () => new RpcError('not_found', 404),
  unknownMethod: () => new RpcError('unknown_method', 404),
  conflict: (key: MessageKey, fields?: Record<string, MessageKey>) =>
    new RpcError(key, 409, fields),
  maintenance: () => new RpcError('maintenance', 423),
  rateLimited: (retryAfterMs = 0) =>
    new RpcError('rate_limited', 429, undefined, Math.max(1, Math.ceil(retryAfterMs / 1000))),
  notAvailableYet: () => new RpcError('not_available_yet', 501),
  failed: (key: MessageKey = 'process_failed') => new RpcError(key, 422),
};
