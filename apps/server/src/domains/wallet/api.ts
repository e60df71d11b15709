/**
 * The wallet owns every kuruş. Other domains move money only through what this file exports:
 * ledger transfers (cashier), the seamless wallet (game studios) and the jackpot pools.
 */
export { playerCash, availableBalance, type AccountRef } from './accounts.ts';
export { balanceOf, type PlayerBalance } from './balance.ts';
export { InsufficientFundsError } from './errors.ts';
export { transfer, postPending, voidPending, type TransferInput } from './ledger.ts';
export {
  createSeamlessWallet,
  SeamlessError,
  type RoundMoneyCall,
  type SeamlessWallet,
} from './seamless/seamless-wallet.ts';
export { award as awardJackpot, contribute as contributeToJackpots } from './jackpots/jackpots.ts';
export { poolConfig } from './jackpots/pools.ts';
