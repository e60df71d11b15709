import {
  isProviderWalletCode,
  PROVIDER_WALLET_CODES,
  type ProviderWalletCode,
} from '@lale/contract/provider-wallet';
import { Refusal } from '../../../platform/refusal.ts';

/** The industry's error codes, as the provider endpoint answers them. */
export const SEAMLESS_ERROR_CODES = PROVIDER_WALLET_CODES;
export type SeamlessErrorCode = ProviderWalletCode;

/**
 * A refused wallet call (nothing moved, nothing recorded): a Refusal with a wallet code, made
 * by `refusals.wallet(code)`. `error instanceof SeamlessError` tells one apart.
 */
export type SeamlessError = Refusal<SeamlessErrorCode>;
export const SeamlessError = {
  [Symbol.hasInstance](value: unknown): value is SeamlessError {
    return value instanceof Refusal && isProviderWalletCode(value.code);
  },
};
