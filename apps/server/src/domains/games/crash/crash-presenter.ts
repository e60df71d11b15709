import type { CrashOwnBet, CrashRules } from '@lale/contract/crash-api';
import { CRASH_HISTORY_LENGTH } from '@lale/contract/live/limits';
import type { CrashPublicBet, CrashSnapshot } from '@lale/contract/live/crash-payloads';
import type { Db } from '../../../db/client.ts';
import { crashBets, type CrashBetRow } from './crash-bets.repository.ts';
import { crashChains } from './crash-chains.ts';
import { withCatalogueLimits, type CrashRoom } from './crash-rooms.ts';
import { crashRounds, type CrashRoundRow } from './crash-rounds.repository.ts';

/** A bet as everybody sees it: the masked player, the stake and what it has paid so far. */
export function publicBet(bet: CrashBetRow): CrashPublicBet {
  const last = bet.cashouts.at(-1);
  return {
    betId: bet.id,
    player: bet.player,
    amount: bet.stake,
    slot: bet.slot,
    cashedOutAtHundredths: last?.atHundredths ?? null,
    payout: bet.payout,
  };
}

/** The round as the topic shows it: its hash and crash point only once it has crashed. */
export function publicRound(round: CrashRoundRow): CrashSnapshot['round'] {
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.id,
    roundNumber: round.roundNumber,
    previousHash: round.previousHash,
    bettingEndsAt: round.bettingEndsAt.getTime(),
    startedAt: round.startedAt?.getTime() ?? null,
    crashPointHundredths: crashed ? round.crashPoint : null,
    gameHash: crashed ? round.gameHash : null,
  };
}

/** The topic's snapshot: the round now, its bets and the last results; null before any round. */
export async function crashSnapshot(db: Db, room: string): Promise<CrashSnapshot | null> {
  const round = await crashRounds.latest(db, room);
  if (!round) return null;
  const [bets, recent] = await Promise.all([
    crashBets.ofRound(db, round.id),
    crashRounds.recentCrashed(db, room, CRASH_HISTORY_LENGTH),
  ]);
  return {
    type: 'crash.snapshot',
    phase: round.phase,
    round: publicRound(round),
    bets: bets.map(publicBet),
    history: recent.map((r) => ({
      roundId: r.id,
      roundNumber: r.roundNumber,
      crashPointHundredths: r.crashPoint,
      gameHash: r.gameHash,
    })),
  };
}

export function ownBet(bet: CrashBetRow, round: CrashRoundRow | null): CrashOwnBet {
  return {
    betId: bet.id,
    roundId: bet.roundId,
    roundNumber: round?.roundNumber ?? -1,
    slot: bet.slot,
    stake: bet.stake,
    autoCashoutHundredths: bet.autoCashout,
    riding: bet.riding,
    cashouts: bet.cashouts.map(({ portion, atHundredths, payout }) => ({
      portion,
      atHundredths,
      payout,
    })),
    payout: bet.payout,
    status: bet.status,
    crashPointHundredths: round?.phase === 'crashed' ? round.crashPoint : null,
    gameHash: round?.phase === 'crashed' ? round.gameHash : null,
    previousHash: round?.phase === 'crashed' ? round.previousHash : null,
    createdAt: bet.createdAt.toISOString(),
  };
}

/** `timing` is the engine's: an operator's shorter phases or lower cap show as they run. */
export async function crashRules(
  db: Db,
  room: CrashRoom,
  timing: { bettingPhaseMs: number; maxMultiplierHundredths: number },
): Promise<CrashRules> {
  const [chain, game] = await Promise.all([
    crashChains.current(db, room.room),
    withCatalogueLimits(db, room),
  ]);
  return {
    room: room.room,
    topic: room.topic,
    model: game.id,
    rtpBasisPoints: 10_000 - game.edgeBasisPoints,
    maxMultiplierHundredths: timing.maxMultiplierHundredths,
    bettingPhaseMs: timing.bettingPhaseMs,
    betsPerRound: game.betsPerRound,
    halfCashout: game.halfCashout,
    minBet: game.minBet,
    maxBet: game.maxBet,
    maxRoundPayout: game.maxRoundPayout,
    salt: chain?.salt ?? '',
    commitment: chain?.commitment ?? '',
  };
}
