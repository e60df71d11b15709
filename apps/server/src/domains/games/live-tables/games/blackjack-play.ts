import {
  closeInsurance,
  liveBlackjackView,
  settleLiveBlackjack,
  startLiveBlackjackRound,
  timeoutSeat,
  type BetBehindInput,
  type LiveBlackjackRound,
  type SeatBetInput,
} from '@lale/games/live-blackjack';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { StakeRow } from '../stakes.repository.ts';
import type { PendingTurn, PlayedRound, TablePlay } from './table-play.ts';

/** Engine bet ids: a seat's bet and a bet behind a seat, each named by its stake. */
export const seatBetId = (stakeId: string) => `seat:${stakeId}`;
export const behindBetId = (stakeId: string, seat: number) => `behind:${stakeId}:${seat}`;

/** What the round waits for: insurance answers, or the active seat (its stake is its player). */
export function blackjackTurn(round: LiveBlackjackRound | null): PendingTurn | null {
  if (!round || round.phase === 'settled') return null;
  if (round.phase === 'insurance') return { kind: 'insurance' };
  const seat = round.seats.find((entry) => entry.seat === round.activeSeat)!;
  return { kind: 'seat', seat: seat.seat, stakeId: seat.playerId };
}

export function blackjackPlayed(round: LiveBlackjackRound | null): PlayedRound {
  const result: LiveTableResult = {
    game: 'blackjack',
    table: round ? liveBlackjackView(round) : null,
  };
  return { state: round, result, turn: blackjackTurn(round) };
}

/**
 * Seven seats over one fresh fair shoe: seats and bets behind come from the stakes placed in
 * the window. A round nobody sat down at deals nothing.
 */
export const blackjackPlay: TablePlay = {
  game: 'blackjack',
  deal(source, stakes) {
    const seats: SeatBetInput[] = [];
    const betsBehind: BetBehindInput[] = [];
    for (const stake of stakes) {
      if (stake.bets.game !== 'blackjack') continue;
      const { seat, behind } = stake.bets;
      if (seat)
        seats.push({
          seat: seat.seat,
          betId: seatBetId(stake.id),
          playerId: stake.id,
          amount: seat.amount,
        });
      for (const bet of behind)
        betsBehind.push({
          betId: behindBetId(stake.id, bet.seat),
          playerId: stake.id,
          seat: bet.seat,
          amount: bet.amount,
          follow: false,
        });
    }
    if (seats.length === 0) return blackjackPlayed(null);
    const occupied = new Set(seats.map((seat) => seat.seat));
    const behind = betsBehind.filter((bet) => occupied.has(bet.seat));
    return blackjackPlayed(startLiveBlackjackRound({ seats, betsBehind: behind }, source));
  },
  drawMs: (_result, timing) => timing.drawMs,
  timeout(state) {
    const round = state as LiveBlackjackRound;
    return blackjackPlayed(
      round.phase === 'insurance' ? closeInsurance(round) : timeoutSeat(round),
    );
  },
  finish(state, stakes: StakeRow[]) {
    const round = state as LiveBlackjackRound | null;
    const returns = new Map<string, number>(stakes.map((stake) => [stake.id, 0]));
    // A bet behind a seat nobody played (its holder cleared it) is given back as it was.
    const played = new Set(round?.seats.map((seat) => seat.seat) ?? []);
    for (const stake of stakes)
      if (stake.bets.game === 'blackjack')
        for (const bet of stake.bets.behind)
          if (!played.has(bet.seat)) returns.set(stake.id, returns.get(stake.id)! + bet.amount);
    if (round)
      for (const bet of settleLiveBlackjack(round))
        returns.set(bet.playerId, (returns.get(bet.playerId) ?? 0) + bet.settlement.totalReturned);
    return { result: blackjackPlayed(round).result, returns };
  },
};
