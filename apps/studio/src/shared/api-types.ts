export type Engine = 'slot' | 'roulette' | 'blackjack';

export interface GameInfo {
  kind: string;
  id: string | number;
  engine: Engine;
  /** Slot model id (low, medium, high, scatter-pays); absent for table games. */
  model?: string | null;
  name: string;
  provider: string;
  minBet: number;
  maxBet: number;
}

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Null when no round was played with the revealed seed. */
  lastNonce: number | null;
}

export interface SessionReply {
  sessionToken: string;
  game: GameInfo;
  lang: string;
  balance: number;
  fairness: Fairness;
}

export interface RoundRecord {
  id: string | number;
  nonce: number;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number;
  outcome: unknown;
  jackpot?: unknown;
  createdAt?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  serverSeed?: string | null;
}

export interface RoundReply {
  round: RoundRecord;
  balance: number;
}
