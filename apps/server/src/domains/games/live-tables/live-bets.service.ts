import type { LiveBetsRequest, LiveClearRequest } from '@lale/contract/live-tables/requests';
import type {
  LiveClearReply,
  LiveOwnBets,
  LiveStakeReply,
} from '@lale/contract/live-tables/replies';
import { validateBaccaratBet, type BaccaratBetType } from '@lale/games/baccarat';
import { validateHoldemBet } from '@lale/games/casino-holdem';
import { validateMoneyWheelBet, type WheelNumber } from '@lale/games/money-wheel';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { coverRouletteChip } from './games/roulette-play.ts';
import {
  announce,
  assertTableLimits,
  bettingRound,
  emptyBets,
  onceForRequest,
  requireTable,
  stakeFor,
  type LivePlayDeps,
} from './live-play.ts';
import { returnStake, takeFromWallet } from './room-money.ts';
import { ownStake } from './room-presenter.ts';
import { tableSeats, tableStakes } from './stakes.repository.ts';
import type { LiveTableRoom } from './table-catalogue.ts';

type BetsInput = Extract<LiveBetsRequest, { requestId: string }>;

/** The request's chips as stored, each valid on the table and within its limits, and their sum. */
function chipsOf(room: LiveTableRoom, input: BetsInput): { added: LiveOwnBets; total: number } {
  const invalid = () => refusals.invalid(undefined, 'invalid_bet');
  if (input.game !== room.game) throw refusals.conflict('wrong_game');
  switch (input.game) {
    case 'roulette': {
      const bets = input.bets.map((chip) => ({
        type: chip.type,
        selection: chip.selection ?? null,
        amount: chip.amount,
      }));
      if (bets.some((chip) => coverRouletteChip(chip) === null)) throw invalid();
      return { added: { game: 'roulette', bets }, total: sum(bets) };
    }
    case 'baccarat': {
      const bets = input.bets.map((bet) => ({ type: bet.type, amount: bet.amount }));
      for (const bet of bets)
        if (!validateBaccaratBet({ type: bet.type as BaccaratBetType, amount: bet.amount }).ok)
          throw invalid();
      return { added: { game: 'baccarat', bets }, total: sum(bets) };
    }
    case 'money-wheel': {
      const bets = input.bets.map((bet) => ({ number: bet.number, amount: bet.amount }));
      for (const bet of bets)
        if (!validateMoneyWheelBet({ number: bet.number as WheelNumber, amount: bet.amount }).ok)
          throw invalid();
      return { added: { game: 'money-wheel', bets }, total: sum(bets) };
    }
    case 'casino-holdem': {
      if (!validateHoldemBet(input.bet).ok) throw invalid();
      const bet = { ante: input.bet.ante, bonus: input.bet.bonus };
      if (bet.bonus > 0) assertTableLimits(room, bet.bonus);
      return {
        added: { game: 'casino-holdem', bet, decision: null },
        total: bet.ante + bet.bonus,
      };
    }
  }
}

const sum = (bets: { amount: number }[]) => bets.reduce((total, bet) => total + bet.amount, 0);

function merged(current: LiveOwnBets, added: LiveOwnBets): LiveOwnBets {
  if (current.game === 'casino-holdem') {
    if (current.bet) throw refusals.conflict('bet_exists');
    return added;
  }
  if ('bets' in current && 'bets' in added)
    return { game: current.game, bets: [...current.bets, ...added.bets] } as LiveOwnBets;
  throw refusals.conflict('wrong_game');
}

/**
 * Chips in the open window. The stake is taken through the seamless wallet at once (one wallet
 * bet per request), so a player learns of a short balance when betting, not when the window
 * closes; a cancelled round returns it. Each chip is at least the table's minimum, the
 * player's round at most its maximum.
 */
export async function placeLiveBets(
  deps: LivePlayDeps,
  session: GameSession,
  input: BetsInput,
): Promise<LiveStakeReply> {
  const room = await requireTable(deps, session);
  const { added, total } = chipsOf(room, input);
  const amounts =
    added.game === 'casino-holdem'
      ? [added.bet!.ante]
      : 'bets' in added
        ? added.bets.map((b) => b.amount)
        : [];
  assertTableLimits(room, ...amounts);
  const now = deps.now();
  return onceForRequest(deps, session, input.requestId, async (tx) => {
    const round = await bettingRound(tx, room, now);
    const stake = await stakeFor(deps, tx, room, round, session.userId);
    const bets = merged(stake.bets, added);
    if (stake.staked + total > room.maxBet) throw refusals.invalid(undefined, 'bet_out_of_range');
    const taken = await takeFromWallet(deps, tx, stake, total);
    const saved = await tableStakes.saveBets(tx, {
      id: stake.id,
      bets,
      staked: stake.staked + total,
      walletBets: taken.walletBets,
    });
    announce(deps, tx, room, {
      type: 'table.bet',
      roundId: round.id,
      player: saved.player,
      total: saved.staked,
    });
    return { roundId: round.id, reply: { own: ownStake(saved, round), balance: taken.balance } };
  });
}

/** Every bet of the player in the open window given back (a blackjack seat is freed too). */
export async function clearLiveBets(
  deps: LivePlayDeps,
  session: GameSession,
  input: Required<LiveClearRequest>,
): Promise<LiveClearReply> {
  const room = await requireTable(deps, session);
  const now = deps.now();
  return onceForRequest(deps, session, input.requestId, async (tx) => {
    const round = await bettingRound(tx, room, now);
    const stake = await tableStakes.ofPlayer(tx, round.id, session.userId, true);
    if (!stake || stake.staked === 0) throw refusals.notFound('no_bet');
    const balance = await returnStake(deps, tx, stake);
    await tableSeats.free(tx, round.id, session.userId);
    const saved = await tableStakes.saveBets(tx, {
      id: stake.id,
      bets: emptyBets(room),
      staked: 0,
      walletBets: stake.walletBets,
    });
    announce(deps, tx, room, {
      type: 'table.bet',
      roundId: round.id,
      player: saved.player,
      total: 0,
    });
    return { roundId: round.id, reply: { own: ownStake(saved, round), balance } };
  });
}
