import type {
  LiveHistoryReply,
  LiveStateReply,
  LiveTableRules,
} from '@lale/contract/live-tables/replies';
import { SEAT_COUNT } from '@lale/games/live-blackjack';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { playerBalance } from '../shared/wallet-calls.ts';
import { requireTable, type LivePlayDeps } from './live-play.ts';
import { ownStake } from './room-presenter.ts';
import { tableSnapshot } from './room-snapshot.ts';
import { isOver, tableRounds } from './rounds.repository.ts';
import { tableStakes } from './stakes.repository.ts';
import type { LiveTableRoom } from './table-catalogue.ts';
import { tableTiming, type TimingOverrides } from './table-timing.ts';

export function tableRules(room: LiveTableRoom, timing?: TimingOverrides): LiveTableRules {
  return {
    tableId: room.tableId,
    kind: room.kind,
    game: room.game,
    topic: room.topic,
    dealer: room.dealer,
    limits: { minBet: room.minBet, maxBet: room.maxBet },
    timing: tableTiming(room.kind, timing),
    seats: room.game === 'blackjack' ? SEAT_COUNT : 0,
  };
}

/** GET /live/state: the rules, the room as its topic shows it, the player's own stake. */
export async function liveState(deps: LivePlayDeps, session: GameSession): Promise<LiveStateReply> {
  const room = await requireTable(deps, session);
  const now = deps.now();
  const players = await deps.presence.players(room.tableId, now);
  const snapshot = await tableSnapshot(deps.db, room, players, now);
  const round = await tableRounds.latest(deps.db, room.tableId);
  const own = round ? await tableStakes.ofPlayer(deps.db, round.id, session.userId) : null;
  return {
    table: tableRules(room, deps.timing),
    snapshot,
    own: own && round ? ownStake(own, round) : null,
    balance: await playerBalance(deps.wallet, deps.db, session.userId),
    serverTime: now.getTime(),
  };
}

/** GET /live/history: the player's rounds at this table with what proves each. */
export async function liveHistory(
  deps: LivePlayDeps,
  session: GameSession,
  limit: number,
): Promise<LiveHistoryReply> {
  const room = await requireTable(deps, session);
  const stakes = await tableStakes.history(deps.db, session.userId, room.tableId, limit);
  const rounds = await Promise.all(stakes.map((stake) => tableRounds.byId(deps.db, stake.roundId)));
  return {
    rounds: stakes.map((stake, index) => {
      const round = rounds[index]!;
      return {
        ...ownStake(stake, round),
        result: isOver(round) ? round.result : null,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.roundNumber,
        serverSeed: isOver(round) ? round.serverSeed : null,
        createdAt: stake.createdAt.toISOString(),
      };
    }),
  };
}
