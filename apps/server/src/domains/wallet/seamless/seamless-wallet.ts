import type { SeamlessWallet } from './seamless-port.ts';
import { SeamlessWalletService } from './seamless-wallet.service.ts';

export { SeamlessError, type SeamlessErrorCode } from './seamless-error.ts';
export type { RoundMoneyCall, SeamlessWallet } from './seamless-port.ts';

/** The seamless wallet every game settles through, in-process or behind the provider endpoint. */
export function createSeamlessWallet(): SeamlessWallet {
  return new SeamlessWalletService();
}
