import type { LiveChatMessage, LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveBaccaratRoads, LiveRecentResult } from '@lale/contract/live-tables/results';
import type { LiveTableSnapshot } from '@lale/contract/live-tables/room';
import { beadPlate, bigRoad, type RoadResult } from '@lale/games/baccarat/roads';

/** The room as this page shows it: the latest snapshot with every later event merged in. */
export interface RoomView extends Omit<LiveTableSnapshot, 'type'> {
  /** The round was called off and every bet returned. */
  cancelled: boolean;
  /** The last result's winners (masked) and what the table paid, until the next window. */
  payout: { winners: { player: string; win: number }[]; totalPaid: number } | null;
}

export const RECENT_LENGTH = 20;
export const CHAT_LENGTH = 60;
/** The roads follow the server's window of coups. */
export const ROADS_LENGTH = 60;

export function roomFromSnapshot(snapshot: LiveTableSnapshot): RoomView {
  const { type: _type, ...rest } = snapshot;
  return { ...rest, cancelled: false, payout: null };
}

/**
 * The room after one event. An event of a round other than the one shown (a missed window)
 * still moves what it can; the live client resubscribes for a snapshot when it misses one.
 */
export function applyTableEvent(room: RoomView, event: LiveTableEvent): RoomView {
  switch (event.type) {
    case 'table.betting':
      return {
        ...room,
        phase: 'betting',
        phaseEndsAt: event.bettingEndsAt,
        players: event.players,
        round: {
          roundId: event.roundId,
          roundNumber: event.roundNumber,
          serverSeedHash: event.serverSeedHash,
          clientSeed: event.clientSeed,
          serverSeed: null,
          openedAt: event.openedAt,
          bettingEndsAt: event.bettingEndsAt,
        },
        result: null,
        turn: null,
        bets: [],
        seats: [],
        cancelled: false,
        payout: null,
      };
    case 'table.closed':
      return { ...room, phase: 'closed', phaseEndsAt: event.drawAt };
    case 'table.draw':
      return { ...room, phase: 'draw', phaseEndsAt: event.phaseEndsAt, result: event.result };
    case 'table.decision':
      return {
        ...room,
        phase: 'decision',
        phaseEndsAt: event.turn.endsAt,
        result: event.result,
        turn: event.turn,
      };
    case 'table.result': {
      const recent: LiveRecentResult = {
        roundId: event.roundId,
        roundNumber: event.roundNumber,
        result: event.result,
      };
      const alreadyListed = room.recent[0]?.roundId === event.roundId;
      return {
        ...room,
        phase: 'result',
        phaseEndsAt: event.nextRoundAt,
        result: event.result,
        turn: null,
        round: room.round && { ...room.round, serverSeed: event.serverSeed },
        recent: alreadyListed ? room.recent : [recent, ...room.recent].slice(0, RECENT_LENGTH),
        hotAndCold: event.hotAndCold ?? room.hotAndCold,
        roads:
          event.roads ??
          (alreadyListed || event.result.game !== 'baccarat'
            ? room.roads
            : roadsWith(room.roads, event.result.coup)),
        payout: { winners: event.winners, totalPaid: event.totalPaid },
      };
    }
    case 'table.cancelled':
      return {
        ...room,
        phase: 'result',
        phaseEndsAt: null,
        turn: null,
        round: room.round && { ...room.round, serverSeed: event.serverSeed },
        cancelled: true,
      };
    case 'table.bet': {
      const others = room.bets.filter((bet) => bet.player !== event.player);
      const bets =
        event.total > 0 ? [...others, { player: event.player, total: event.total }] : others;
      return { ...room, bets };
    }
    case 'table.seat': {
      if (!event.behind) {
        const seats = room.seats.filter((seat) => seat.seat !== event.seat);
        seats.push({ seat: event.seat, player: event.player, amount: event.amount, behind: [] });
        return { ...room, seats: seats.sort((a, b) => a.seat - b.seat) };
      }
      return {
        ...room,
        seats: room.seats.map((seat) =>
          seat.seat === event.seat
            ? {
                ...seat,
                behind: [
                  ...seat.behind.filter((bet) => bet.player !== event.player),
                  { player: event.player, total: event.amount },
                ],
              }
            : seat,
        ),
      };
    }
    case 'table.idle':
      return { ...room, phase: 'idle', phaseEndsAt: null, turn: null };
    case 'table.chat':
      return room;
  }
}

/** The roads with one more coup, computed as the server does from the coups they hold. */
export function roadsWith(roads: LiveBaccaratRoads | null, coup: RoadResult): LiveBaccaratRoads {
  const previous = roads?.beadPlate.map((cell) => cell.result) ?? [];
  const results: RoadResult[] = [...previous, coup]
    .slice(-ROADS_LENGTH)
    .map(({ winner, playerPair, bankerPair }) => ({ winner, playerPair, bankerPair }));
  return { beadPlate: beadPlate(results), bigRoad: bigRoad(results) };
}

/** Chat lines oldest first, one per id, at most CHAT_LENGTH. */
export function withChatMessage(
  lines: readonly LiveChatMessage[],
  message: LiveChatMessage,
): LiveChatMessage[] {
  if (lines.some((line) => line.id === message.id)) return [...lines];
  const { id, player, text, at } = message;
  return [...lines, { id, player, text, at }].slice(-CHAT_LENGTH);
}
