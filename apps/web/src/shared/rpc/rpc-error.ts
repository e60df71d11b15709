import type { RpcFailure } from '@lale/contract/envelope';
import { messages } from '@lale/contract/messages';
import type { MessageKey } from '@lale/contract/messages';

/**
 * Why a call produced no usable reply:
 * - network: fetch threw (offline, server unreachable);
 * - blocked: an earlier HTTP 500 stopped all calls until reload (SPEC §4);
 * - server: this call got HTTP 500 or an unreadable body;
 * - reply: the server answered `result: false` (kept in `reply`, for `debug` and `code`).
 */
export type RpcErrorKind = 'network' | 'blocked' | 'server' | 'reply';

export class RpcError extends Error {
  override readonly name = 'RpcError';

  constructor(
    readonly kind: RpcErrorKind,
    /** Catalogue key for the UI; the `message` is the English text, for logs. */
    readonly key: MessageKey,
    readonly reply?: RpcFailure,
  ) {
    super(reply?.message ?? messages[key].en);
  }

  /** The server's stable message key for reply errors (e.g. 'not_available_yet'). */
  get debug(): string | undefined {
    return this.reply?.debug;
  }
}

export function isRpcError(error: unknown): error is RpcError {
  return error instanceof RpcError;
}

/** SPEC §7: methods of later issues answer 501 `not_available_yet` until they land. */
export function isNotAvailableYet(error: unknown): boolean {
  return isRpcError(error) && (error.debug === 'not_available_yet' || error.reply?.code === 501);
}
