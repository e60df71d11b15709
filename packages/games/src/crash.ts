// Browser-safe entry: clients draw the flight curve from it, so no node: module is reachable.
export {
  isChainHash,
  nextChainHash,
  stepsToAncestor,
  verifyChainLink,
} from './crash/chain-hash.ts';
export { generateChainSecret } from './crash/chain-secret.ts';
export {
  BASIS_POINTS,
  MIN_CRASH_POINT,
  crashHmac,
  crashPointFromHash,
  crashPointFromInt52,
  crashPointFromUniform,
  int52FromHmac,
} from './crash/crash-point.ts';
export { CURVE_GROWTH_PER_MS, elapsedForMultiplier, multiplierAt } from './crash/curve.ts';
export {
  cashoutRtpFraction,
  cashoutWinProbability,
  declaredRtp,
  exactCashoutRtp,
  type CrashFraction,
} from './crash/exact-rtp.ts';
export { CRASH_GAMES, crashGame, type CrashGame, type CrashGameId } from './crash/games.ts';
export {
  HashChain,
  MAX_CHAIN_LENGTH,
  chainCommitment,
  createHashChain,
  type HashChainOptions,
} from './crash/hash-chain.ts';
export { forcedCashoutMultiplier, roundLiability, type LiabilityInput } from './crash/liability.ts';
export { manualCashoutAt, type ManualCashoutInput } from './crash/manual-cashout.ts';
export { formatMultiplier, parseMultiplier } from './crash/multiplier-text.ts';
export {
  cashoutPayout,
  halfCashoutPortion,
  settleCrashBet,
  type CrashBetStatus,
  type CrashCashout,
  type CrashLeg,
  type CrashSettlement,
  type SettleCrashBetInput,
} from './crash/settle.ts';
export {
  MIN_CASHOUT_HUNDREDTHS,
  isValidAutoCashout,
  validateCrashBet,
  type CrashBetError,
  type CrashBetRequest,
  type CrashBetValidation,
} from './crash/validate-bet.ts';
export {
  DEFAULT_MAX_MULTIPLIER_HUNDREDTHS,
  verifyCrashRound,
  type CrashRoundProof,
  type VerifiedCrashRound,
} from './crash/verify-crash-round.ts';
