/** The seamless wallet's error codes, as outside studios receive them (docs/provider-wallet.md). */
export const PROVIDER_WALLET_CODES = [
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
  /** The player's own limit or break refuses the bet (responsible gaming). */
  'RESPONSIBLE_GAMING',
  /** A rule of the player's wagering bonus refuses the bet (its maximum bet). */
  'BONUS_RULE',
] as const;
export type ProviderWalletCode = (typeof PROVIDER_WALLET_CODES)[number];

export function isProviderWalletCode(value: unknown): value is ProviderWalletCode {
  return (PROVIDER_WALLET_CODES as readonly unknown[]).includes(value);
}
