/**
 * A crash game's topic (`game:zeplin`, `game:spaceman`). Times are server epoch milliseconds,
 * multipliers integer hundredths (250 = 2.50x), amounts kuruş, players masked
 * (`maskPlayerName`). Clients draw the multiplier from `startedAt` with `multiplierAt` of
 * `@lale/games/crash`; the server alone decides cash-outs.
 */

/** Bets are open. The round's hash is committed: SHA-256 of it will equal `previousHash`. */
export interface CrashBettingPayload {
  type: 'crash.betting';
  roundId: string;
  /** The round's index in its hash chain, 0 for the first. */
  roundNumber: number;
  /** The previous round's revealed game hash, or the chain's commitment for round 0. */
  previousHash: string;
  bettingEndsAt: number;
}

export interface CrashFlyingPayload {
  type: 'crash.flying';
  roundId: string;
  startedAt: number;
}

/** The round is over; its game hash is revealed for anyone to verify. */
export interface CrashCrashedPayload {
  type: 'crash.crashed';
  roundId: string;
  roundNumber: number;
  crashPointHundredths: number;
  gameHash: string;
}

export interface CrashBetPayload {
  type: 'crash.bet';
  roundId: string;
  /** Stable per bet: snapshot and events may overlap, and clients merge by it. */
  betId: string;
  player: string;
  amount: number;
  slot: 0 | 1;
}

export interface CrashCashoutPayload {
  type: 'crash.cashout';
  roundId: string;
  betId: string;
  player: string;
  slot: 0 | 1;
  atHundredths: number;
  /** What this cash-out paid (a bet's total is the sum of its cash-outs). */
  payout: number;
}

export type CrashEvent =
  | CrashBettingPayload
  | CrashFlyingPayload
  | CrashCrashedPayload
  | CrashBetPayload
  | CrashCashoutPayload;

export type CrashPhase = 'betting' | 'flying' | 'crashed';

export interface CrashPublicBet {
  betId: string;
  player: string;
  amount: number;
  slot: 0 | 1;
  /** Set once (part of) the bet is cashed out; the last cash-out's multiplier. */
  cashedOutAtHundredths: number | null;
  payout: number;
}

export interface CrashResult {
  roundId: string;
  roundNumber: number;
  crashPointHundredths: number;
  gameHash: string;
}

/** The whole state of a crash topic, sent on subscribe or when a resume gap is too old. */
export interface CrashSnapshot {
  type: 'crash.snapshot';
  phase: CrashPhase;
  round: {
    roundId: string;
    roundNumber: number;
    previousHash: string;
    bettingEndsAt: number;
    /** Null while betting. */
    startedAt: number | null;
    /** Null until crashed. */
    crashPointHundredths: number | null;
    gameHash: string | null;
  };
  bets: CrashPublicBet[];
  /** The last CRASH_HISTORY_LENGTH results, newest first. */
  history: CrashResult[];
}
