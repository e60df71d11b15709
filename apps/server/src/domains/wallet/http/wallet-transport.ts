import { isProviderWalletCode, type ProviderWalletCode } from '@lale/contract/provider-wallet';
import type { Transport } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';

/** Most refusals are HTTP 200 with `status: ERROR` (docs/provider-wallet.md); these are not. */
const STATUS: Partial<Record<ProviderWalletCode, number>> = {
  INVALID_SIGNATURE: 401,
  UNKNOWN_PROVIDER: 401,
  INVALID_REQUEST: 400,
};

/** The provider wallet's `{ status: 'ERROR', code }`; only wallet codes. */
export const walletTransport: Transport = {
  invalid: () => refusals.wallet('INVALID_REQUEST'),
  refusal: ({ code }) =>
    isProviderWalletCode(code)
      ? { status: STATUS[code] ?? 200, body: { status: 'ERROR', code } }
      : null,
  fault: (_request, errorId) => ({
    status: 500,
    body: { status: 'ERROR', code: 'INTERNAL_ERROR', errorId },
  }),
  success: (data) => ({ status: 'OK', currency: 'TRY', ...(data as object) }),
};
