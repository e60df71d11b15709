import type {
  LiveBetBehindRequest,
  LiveInsuranceRequest,
  LiveSeatActionRequest,
  LiveSeatRequest,
} from '@lale/contract/live-tables/requests';
import type { LiveOwnBets, LiveStakeReply } from '@lale/contract/live-tables/replies';
import {
  canInsure,
  decideInsurance,
  IllegalLiveBlackjackMoveError,
  seatAction,
  wageredByBet,
  type LiveBlackjackRound,
} from '@lale/games/live-blackjack';
import type { Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { playerBalance } from '../shared/wallet-calls.ts';
import { behindBetId, blackjackPlayed, seatBetId } from './games/blackjack-play.ts';
import {
  announce,
  assertTableLimits,
  bettingRound,
  onceForRequest,
  requireTable,
  stakeFor,
  type LivePlayDeps,
} from './live-play.ts';
import { takeFromWallet } from './room-money.ts';
import { ownStake, publicTurn, roundStateOf, stateOf } from './room-presenter.ts';
import { tableRounds, type TableRoundRow } from './rounds.repository.ts';
import { tableSeats, tableStakes, type StakeRow } from './stakes.repository.ts';
import type { LiveTableRoom } from './table-catalogue.ts';
import { tableTiming } from './table-timing.ts';

type BlackjackBets = Extract<LiveOwnBets, { game: 'blackjack' }>;

async function blackjackTable(deps: LivePlayDeps, session: GameSession): Promise<LiveTableRoom> {
  const room = await requireTable(deps, session);
  if (room.game !== 'blackjack') throw refusals.conflict('wrong_game');
  return room;
}

/** A seat for this round, with its bet: free seats only, one per player. */
export async function takeLiveSeat(
  deps: LivePlayDeps,
  session: GameSession,
  input: Required<LiveSeatRequest>,
): Promise<LiveStakeReply> {
  const room = await blackjackTable(deps, session);
  assertTableLimits(room, input.amount);
  return onceForRequest(deps, session, input.requestId, async (tx) => {
    const round = await bettingRound(tx, room, deps.now());
    const stake = await stakeFor(deps, tx, room, round, session.userId);
    const bets = stake.bets as BlackjackBets;
    if (bets.seat) throw refusals.conflict('seat_held');
    if (!(await tableSeats.take(tx, round.id, input.seat, session.userId)))
      throw refusals.conflict('seat_taken');
    if (bets.behind.some((bet) => bet.seat === input.seat)) throw refusals.conflict('seat_taken');
    const next: BlackjackBets = { ...bets, seat: { seat: input.seat, amount: input.amount } };
    return placed(deps, tx, room, round, stake, next, input.amount, {
      seat: input.seat,
      behind: false,
    });
  });
}

/** A bet behind a seat another player holds this round, at most one per seat. */
export async function betBehindSeat(
  deps: LivePlayDeps,
  session: GameSession,
  input: Required<LiveBetBehindRequest>,
): Promise<LiveStakeReply> {
  const room = await blackjackTable(deps, session);
  assertTableLimits(room, input.amount);
  return onceForRequest(deps, session, input.requestId, async (tx) => {
    const round = await bettingRound(tx, room, deps.now());
    const holder = await tableSeats.holder(tx, round.id, input.seat);
    if (holder === null || holder === session.userId) throw refusals.conflict('seat_not_taken');
    const stake = await stakeFor(deps, tx, room, round, session.userId);
    const bets = stake.bets as BlackjackBets;
    if (bets.behind.some((bet) => bet.seat === input.seat)) throw refusals.conflict('bet_exists');
    const next: BlackjackBets = {
      ...bets,
      behind: [...bets.behind, { seat: input.seat, amount: input.amount }],
    };
    return placed(deps, tx, room, round, stake, next, input.amount, {
      seat: input.seat,
      behind: true,
    });
  });
}

async function placed(
  deps: LivePlayDeps,
  tx: Db,
  room: LiveTableRoom,
  round: TableRoundRow,
  stake: StakeRow,
  bets: BlackjackBets,
  amount: number,
  where: { seat: number; behind: boolean },
) {
  const taken = await takeFromWallet(deps, tx, stake, amount);
  const saved = await tableStakes.saveBets(tx, {
    id: stake.id,
    bets,
    staked: stake.staked + amount,
    walletBets: taken.walletBets,
  });
  announce(deps, tx, room, {
    type: 'table.seat',
    roundId: round.id,
    player: saved.player,
    amount,
    ...where,
  });
  return { roundId: round.id, reply: { own: ownStake(saved, round), balance: taken.balance } };
}

/** The engine's bet ids that belong to the player's stake. */
function betIdsOf(stake: StakeRow): string[] {
  const bets = stake.bets as BlackjackBets;
  return [
    ...(bets.seat ? [seatBetId(stake.id)] : []),
    ...bets.behind.map((bet) => behindBetId(stake.id, bet.seat)),
  ];
}

const wageredOf = (round: LiveBlackjackRound, ids: string[]) => {
  const wagered = wageredByBet(round);
  return ids.reduce((sum, id) => sum + (wagered.get(id) ?? 0), 0);
};

/**
 * A decision during the round (insurance, a seat's move): under the round's lock, only while
 * the table waits for it; what the move adds to the stake (a double, a split, insurance) is
 * taken from the wallet first, and refused as a whole for lack of funds.
 */
async function decide(
  deps: LivePlayDeps,
  session: GameSession,
  requestId: string,
  move: (round: LiveBlackjackRound, stake: StakeRow, turn: TableRoundRow) => LiveBlackjackRound,
  update: (bets: BlackjackBets) => BlackjackBets = (bets) => bets,
): Promise<LiveStakeReply> {
  const room = await blackjackTable(deps, session);
  const now = deps.now();
  return onceForRequest(deps, session, requestId, async (tx) => {
    const round = await tableRounds.latest(tx, room.tableId, 'update');
    if (!round || round.phase !== 'decision' || now >= round.phaseEndsAt)
      throw refusals.conflict('decision_closed');
    const stake = await tableStakes.ofPlayer(tx, round.id, session.userId, true);
    if (!stake || stake.staked === 0) throw refusals.notFound('no_bet');
    const engine = roundStateOf(round).engine as LiveBlackjackRound;
    const ids = betIdsOf(stake);
    let next: LiveBlackjackRound;
    try {
      next = move(engine, stake, round);
    } catch (error) {
      if (error instanceof IllegalLiveBlackjackMoveError) throw refusals.conflict('illegal_action');
      throw error;
    }
    const added = wageredOf(next, ids) - wageredOf(engine, ids);
    let balance: number;
    let walletBets = stake.walletBets;
    if (added > 0) ({ balance, walletBets } = await takeFromWallet(deps, tx, stake, added));
    else balance = await playerBalance(deps.wallet, tx, session.userId);
    const saved = await tableStakes.saveBets(tx, {
      id: stake.id,
      bets: update(stake.bets as BlackjackBets),
      staked: stake.staked + added,
      walletBets,
    });
    const played = blackjackPlayed(next);
    const decisionMs = tableTiming(room.kind, deps.timing).decisionMs ?? 0;
    const moved = await tableRounds.decided(tx, round.id, {
      state: stateOf(played),
      result: played.result,
      phaseEndsAt: played.turn ? new Date(now.getTime() + decisionMs) : now,
    });
    const stakes = await tableStakes.ofRound(tx, round.id);
    const turn = moved && publicTurn(moved, stakes);
    if (turn)
      announce(deps, tx, room, {
        type: 'table.decision',
        roundId: round.id,
        result: played.result,
        turn,
      });
    return { roundId: round.id, reply: { own: ownStake(saved, round), balance } };
  });
}

/** Insurance taken or declined for every insurable bet of the player (seat and behind). */
export function answerInsurance(
  deps: LivePlayDeps,
  session: GameSession,
  input: Required<LiveInsuranceRequest>,
): Promise<LiveStakeReply> {
  return decide(
    deps,
    session,
    input.requestId,
    (round, stake) => {
      if (round.phase !== 'insurance') throw refusals.conflict('decision_closed');
      const open = canInsure(round).filter((id) => betIdsOf(stake).includes(id));
      if (open.length === 0) throw refusals.conflict('already_decided');
      let next = round;
      for (const id of open)
        if (next.phase === 'insurance') next = decideInsurance(next, id, input.accept);
      return next;
    },
    (bets) => ({ ...bets, insurance: input.accept }),
  );
}

/** The seated player's move, on their seat's turn. */
export function playSeat(
  deps: LivePlayDeps,
  session: GameSession,
  input: Required<LiveSeatActionRequest>,
): Promise<LiveStakeReply> {
  return decide(deps, session, input.requestId, (round, stake) => {
    const seat = (stake.bets as BlackjackBets).seat;
    if (round.phase !== 'seatTurn' || !seat || round.activeSeat !== seat.seat)
      throw refusals.conflict('not_your_turn');
    return seatAction(round, seat.seat, input.action);
  });
}
