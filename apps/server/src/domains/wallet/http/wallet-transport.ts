import { isProviderWalletCode, type ProviderWalletCode } from '@lale/contract/provider-wallet';
import type { Transport } from '../../../http/route.ts';
import { translate, type MessageKey } from '@lale/contract/messages';
import { refusals } from '../../../platform/refusal.ts';
import { betPolicyOf, type BetPolicyKind } from '../bet-policies.ts';

/** Most refusals are HTTP 200 with `status: ERROR` (docs/provider-wallet.md); these are not. */
const STATUS: Partial<Record<ProviderWalletCode, number>> = {
  INVALID_SIGNATURE: 401,
  UNKNOWN_PROVIDER: 401,
  INVALID_REQUEST: 400,
};

/** The code under which a studio is told the refusal of a rule plugged into the wallet. */
const POLICY_CODE: Record<BetPolicyKind, ProviderWalletCode> = {
  responsible_gaming: 'RESPONSIBLE_GAMING',
  bonus_terms: 'BONUS_RULE',
};

/** The provider wallet's `{ status: 'ERROR', code }`; only wallet codes. */
export const walletTransport: Transport = {
  invalid: () => refusals.wallet('INVALID_REQUEST'),
  refusal: (refusal) => {
    const { code } = refusal;
    if (isProviderWalletCode(code))
      return { status: STATUS[code] ?? 200, body: { status: 'ERROR', code } };
    // A limit or a break of the player, or a bonus rule: the studio shows the player why, in English.
    const policy = betPolicyOf(refusal);
    if (!policy) return null;
    return {
      status: 200,
      body: {
        status: 'ERROR',
        code: POLICY_CODE[policy],
        message: translate(code as MessageKey, 'en', refusal.data),
      },
    };
  },
  fault: (_request, errorId) => ({
    status: 500,
    body: { status: 'ERROR', code: 'INTERNAL_ERROR', errorId },
  }),
  success: (data) => ({ status: 'OK', currency: 'TRY', ...(data as object) }),
};
