/**
 * The wallet owns every kuruş. Other domains move money only through what this file exports:
 * ledger transfers (cashier), the seamless wallet (game studios) and the jackpot pools.
 * It depends on no other domain: the rules that may refuse a bet plug in through
 * `plugBetPolicy` (bet-policies.ts). The port and its rules: README.md beside this file.
 */
export { playerCash, houseFor, availableBalance, type AccountRef } from './accounts.ts';
export { balanceOf, type PlayerBalance } from './balance.ts';
export { InsufficientFundsError } from './errors.ts';
export { transfer, postPending, voidPending, type TransferInput } from './ledger.ts';
export { createSeamlessWallet, SeamlessError } from './seamless/seamless-wallet.ts';
export type { RoundMoneyCall, SeamlessWallet } from './seamless/seamless-port.ts';
export { seamlessBetArgs, seamlessBetTaken, seamlessWins } from './seamless/in-statement-bet.ts';
export { seamlessRefusalOf } from './seamless/settle-in-one-statement.ts';
export { payRoundPrize } from './seamless/round-prize.ts';
export { playerRefusalOf } from './player-refusal.ts';
/** The port for rules of other domains that refuse a bet (limits, breaks, bonus terms). */
export {
  plugBetPolicy,
  betPolicyRefusalOf,
  betPolicyOf,
  type BetPolicy,
  type BetPolicyKind,
} from './bet-policies.ts';
export { lockPayees } from './payout-locks.ts';
export { award as awardJackpot } from './jackpots/jackpots.ts';
export { poolConfig } from './jackpots/pools.ts';
export { grantDemoBalance } from './demo-grant.ts';
export { seedPools } from './jackpots/jackpots.ts';
/** Its registration with the composition (domain.ts): handlers, routes, topics, schedules. */
export { walletDomain, type WalletDomain } from './domain.ts';
