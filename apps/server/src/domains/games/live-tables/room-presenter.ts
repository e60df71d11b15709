import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import type { LiveOwnStake } from '@lale/contract/live-tables/replies';
import type {
  LiveResultSummary,
  LiveRecentResult,
  LiveTableResult,
} from '@lale/contract/live-tables/results';
import type {
  LivePublicBet,
  LiveRoundHeader,
  LiveSeatHolder,
  LiveTableTurn,
} from '@lale/contract/live-tables/room';
import { isOver, type TableRoundRow } from './rounds.repository.ts';
import type { StakeRow } from './stakes.repository.ts';
import type { PendingTurn, PlayedRound } from './games/table-play.ts';

/** What a round row keeps in `state`: the engine's round and the decision it waits for. */
export interface RoundState {
  engine: unknown;
  turn: PendingTurn | null;
}

export const roundStateOf = (round: TableRoundRow): RoundState =>
  (round.state as RoundState | null) ?? { engine: null, turn: null };

/** What a round row keeps of a step of play. */
export const stateOf = (played: PlayedRound): RoundState => ({
  engine: played.state,
  turn: played.turn,
});

export function publicRound(round: TableRoundRow): LiveRoundHeader {
  return {
    roundId: round.id,
    roundNumber: round.roundNumber,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    serverSeed: isOver(round) ? round.serverSeed : null,
    openedAt: round.openedAt.getTime(),
    bettingEndsAt: round.bettingEndsAt.getTime(),
  };
}

/** The decision awaited, with its deadline and (for a seat) whose it is. */
export function publicTurn(round: TableRoundRow, stakes: StakeRow[]): LiveTableTurn | null {
  const { turn } = roundStateOf(round);
  if (round.phase !== 'decision' || !turn) return null;
  const endsAt = round.phaseEndsAt.getTime();
  if (turn.kind !== 'seat') return { kind: turn.kind, endsAt };
  const holder = stakes.find((stake) => stake.id === turn.stakeId);
  return { kind: 'seat', seat: turn.seat, player: holder?.player ?? '***', endsAt };
}

export function publicBets(stakes: StakeRow[]): LivePublicBet[] {
  return stakes
    .filter((stake) => stake.staked > 0)
    .map((stake) => ({ player: stake.player, total: stake.staked }));
}

export function publicSeats(stakes: StakeRow[]): LiveSeatHolder[] {
  const seats = new Map<number, LiveSeatHolder>();
  for (const stake of stakes)
    if (stake.bets.game === 'blackjack' && stake.bets.seat)
      seats.set(stake.bets.seat.seat, {
        seat: stake.bets.seat.seat,
        player: stake.player,
        amount: stake.bets.seat.amount,
        behind: [],
      });
  for (const stake of stakes)
    if (stake.bets.game === 'blackjack')
      for (const bet of stake.bets.behind)
        seats.get(bet.seat)?.behind.push({ player: stake.player, total: bet.amount });
  return [...seats.values()].sort((a, b) => a.seat - b.seat);
}

export function ownStake(stake: StakeRow, round: TableRoundRow): LiveOwnStake {
  return {
    roundId: stake.roundId,
    roundNumber: round.roundNumber,
    bets: stake.bets,
    staked: stake.staked,
    win: stake.win,
    status: stake.status,
  };
}

export function recentResult(round: TableRoundRow): LiveRecentResult {
  return { roundId: round.id, roundNumber: round.roundNumber, result: round.result! };
}

export const maskedName = (username: string) => maskPlayerName(username);

/** A result in a few characters, for the lobby card. */
export function summarize(roundNumber: number, result: LiveTableResult): LiveResultSummary {
  switch (result.game) {
    case 'roulette':
      return { roundNumber, label: String(result.pocket), tone: result.color };
    case 'baccarat':
      return { roundNumber, label: result.coup.winner, tone: result.coup.winner };
    case 'money-wheel': {
      const { multipliers, number } = result.wheel;
      const label = [...multipliers.map((m) => `${m}x`), String(number)].join('·');
      return { roundNumber, label, tone: null };
    }
    case 'blackjack':
      return {
        roundNumber,
        label: result.table ? String(result.table.dealerTotal) : '-',
        tone: result.table && result.table.dealerTotal > 21 ? 'bust' : null,
      };
    case 'casino-holdem': {
      const showdown = result.cards.showdown;
      return {
        roundNumber,
        label: showdown ? showdown.winner : '-',
        tone: showdown ? showdown.playerCategory : null,
      };
    }
  }
}
