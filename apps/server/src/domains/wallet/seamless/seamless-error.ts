import type { MessageKey } from '@lale/contract/messages';

/** The industry's error codes, as the provider endpoint answers them. */
export const SEAMLESS_ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'UNKNOWN_PROVIDER',
  'UNKNOWN_PLAYER',
  'INVALID_TOKEN',
  'SESSION_EXPIRED',
  'UNKNOWN_TRANSACTION',
  'UNKNOWN_ROUND',
  'ROUND_CLOSED',
  'TRANSACTION_CONFLICT',
  'TRANSACTION_ROLLED_BACK',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

/** A refused wallet call: nothing moved and nothing was recorded. */
export class SeamlessError extends Error {
  constructor(
    readonly code: SeamlessErrorCode,
    /** What a player is shown when an in-house game surfaces the refusal. */
    readonly key: MessageKey = code === 'INSUFFICIENT_FUNDS'
      ? 'insufficient_funds'
      : 'process_failed',
  ) {
    super(code);
    this.name = 'SeamlessError';
  }
}
