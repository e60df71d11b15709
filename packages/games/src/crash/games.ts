import { BASIS_POINTS } from './crash-point.ts';

export type CrashGameId = 'zeplin' | 'spaceman';

export interface CrashGame {
  id: CrashGameId;
  name: string;
  /** House edge in basis points (300 = 3%); the RTP is (10000 − edge) / 10000 exactly. */
  edgeBasisPoints: number;
  /** The RTP as a number, for display: 1 − edge / 10000. */
  rtp: number;
  /** Crash points are capped here, in hundredths (1_000_000 = 10,000.00x). */
  maxMultiplierHundredths: number;
  /** How long bets are taken before take-off. */
  bettingPhaseMs: number;
  /** Pause after the crash, showing the result, before the next betting phase. */
  cooldownMs: number;
  /** Bets one player may hold in one round (slots 0 and 1). */
  betsPerRound: number;
  /** A player may cash out ⌊stake / 2⌋ once and let the rest ride. */
  halfCashout: boolean;
  /** Stake limits per bet, in kuruş. */
  minBet: number;
  maxBet: number;
  /** Every bet's payouts in one round together stay under this (force cash-out), in kuruş. */
  maxRoundPayout: number;
}

function game(spec: Omit<CrashGame, 'rtp'>): CrashGame {
  return { ...spec, rtp: (BASIS_POINTS - spec.edgeBasisPoints) / BASIS_POINTS };
}

const COMMON = {
  bettingPhaseMs: 6_000,
  cooldownMs: 3_000,
  betsPerRound: 2,
  minBet: 100,
  maxBet: 1_000_000,
  maxRoundPayout: 100_000_000,
} as const;

/** The in-house crash games. */
export const CRASH_GAMES: readonly CrashGame[] = [
  game({
    ...COMMON,
    id: 'zeplin',
    name: 'Zeplin',
    edgeBasisPoints: 300,
    maxMultiplierHundredths: 1_000_000,
    halfCashout: false,
  }),
  game({
    ...COMMON,
    id: 'spaceman',
    name: 'Spaceman',
    edgeBasisPoints: 350,
    maxMultiplierHundredths: 500_000,
    halfCashout: true,
  }),
];

/** The crash game with this id, or undefined. */
export function crashGame(id: string): CrashGame | undefined {
  return CRASH_GAMES.find((candidate) => candidate.id === id);
}
