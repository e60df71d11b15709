// Browser-safe: the verify page imports this, so nothing here may reach a node: module.
import { verifyChainLink } from './chain-hash.ts';
import { crashHmac, crashPointFromInt52, int52FromHmac } from './crash-point.ts';

/** Default cap when the round's game is not given: 10,000.00x. */
export const DEFAULT_MAX_MULTIPLIER_HUNDREDTHS = 1_000_000;

export interface CrashRoundProof {
  /** The round's revealed game hash. */
  gameHash: string;
  /** The chain's public salt, published before its first round. */
  salt: string;
  edgeBasisPoints: number;
  /** The game's cap in hundredths; 1_000_000 (10,000.00x) when omitted. */
  maxMultiplierHundredths?: number;
  /** The previous round's game hash, or the chain's commitment for its first round. */
  previousGameHash?: string;
}

export interface VerifiedCrashRound {
  crashPointHundredths: number;
  /** HMAC-SHA256(gameHash, salt) in hex; its first 13 hex characters are n. */
  hmac: string;
  /** n in [0, 2^52); r = n / 2^52. */
  int52: number;
  /** SHA-256(gameHash) === previousGameHash, or null when no previous hash was given. */
  chainLinkValid: boolean | null;
}

/** Recomputes a crash round from its revealed hash exactly as the server drew it. */
export function verifyCrashRound(proof: CrashRoundProof): VerifiedCrashRound {
  const { gameHash, salt, edgeBasisPoints, previousGameHash } = proof;
  const max = proof.maxMultiplierHundredths ?? DEFAULT_MAX_MULTIPLIER_HUNDREDTHS;
  const hmac = crashHmac(gameHash, salt);
  const int52 = int52FromHmac(hmac);
  return {
    crashPointHundredths: crashPointFromInt52(int52, edgeBasisPoints, max),
    hmac,
    int52,
    chainLinkValid:
      previousGameHash === undefined ? null : verifyChainLink(gameHash, previousGameHash),
  };
}
