import type { LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import { liveRoundSource } from '@lale/games/live-table';
import type { RoundStep } from '../../../platform/rounds/round-machine.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { lockPayees } from '../../wallet/api.ts';
import type { PlayedRound, TablePlay } from './games/table-play.ts';
import { payStake, returnStake } from './room-money.ts';
import { publicTurn, roundStateOf, stateOf } from './room-presenter.ts';
import { isOver, tableRounds, type TableRoundRow } from './rounds.repository.ts';
import { tableStakes } from './stakes.repository.ts';

/** What a table's round steps need: its rhythm, its game's play and the wallet. */
export interface TableRounds extends Pick<StudioDeps, 'wallet'> {
  timing: LiveTableTiming;
  play: TablePlay;
}

export type TableStep = RoundStep<TableRoundRow, LiveTableEvent>;

/** 'No more bets': bets were refused from `bettingEndsAt` on; the draw follows. */
export function closeBets(table: TableRounds, { round, transaction }: TableStep) {
  const drawAt = new Date(round.bettingEndsAt.getTime() + table.timing.noMoreBetsMs);
  return transaction(async (tx, say) => {
    const closed = await tableRounds.advance(tx, round.id, 'betting', {
      phase: 'closed',
      phaseEndsAt: drawAt,
    });
    if (closed) say({ type: 'table.closed', roundId: round.id, drawAt: drawAt.getTime() });
    return closed;
  });
}

/** The draw from the round's committed seeds: the wheel's pocket, the coup, the deal. */
export function deal(table: TableRounds, { round, now, transaction }: TableStep) {
  return transaction(async (tx, say) => {
    const stakes = (await tableStakes.ofRound(tx, round.id, true)).filter((s) => s.staked > 0);
    const source = liveRoundSource({
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.roundNumber,
    });
    const played = table.play.deal(source, stakes);
    const endsAt = new Date(now.getTime() + table.play.drawMs(played.result, table.timing));
    const drawn = await tableRounds.advance(tx, round.id, 'closed', {
      phase: 'draw',
      phaseEndsAt: endsAt,
      state: stateOf(played),
      result: played.result,
    });
    if (drawn)
      say({
        type: 'table.draw',
        roundId: round.id,
        result: played.result,
        phaseEndsAt: endsAt.getTime(),
      });
    return drawn;
  });
}

/** After the draw or a decision's deadline: the next decision, or the result. */
export function decideOrSettle(table: TableRounds, step: TableStep) {
  const { round, now, transaction } = step;
  const state = roundStateOf(round);
  if (!state.turn) return settle(table, step);
  return transaction(async (tx, say) => {
    const locked = await tableRounds.byId(tx, round.id, 'update');
    if (!locked || locked.phase !== round.phase || locked.phaseEndsAt > now) return locked;
    const stakes = await tableStakes.ofRound(tx, round.id, true);
    const played: PlayedRound =
      round.phase === 'decision'
        ? table.play.timeout(state.engine, stakes)
        : { state: state.engine, result: round.result!, turn: state.turn };
    const endsAt = played.turn ? new Date(now.getTime() + (table.timing.decisionMs ?? 0)) : now;
    const next = await tableRounds.advance(tx, round.id, round.phase, {
      phase: 'decision',
      phaseEndsAt: endsAt,
      state: stateOf(played),
      result: played.result,
    });
    const turn = next && publicTurn(next, stakes);
    if (next && turn)
      say({ type: 'table.decision', roundId: round.id, result: played.result, turn });
    return next;
  });
}

/** The result: every open stake paid its return through the wallet, once; the seed shown. */
function settle(table: TableRounds, { round, now, transaction }: TableStep) {
  return transaction(async (tx, say) => {
    const locked = await tableRounds.byId(tx, round.id, 'update');
    if (!locked || locked.phase !== round.phase || isOver(locked)) return locked;
    const stakes = await tableStakes.ofRound(tx, round.id, true);
    const playing = stakes.filter((stake) => stake.staked > 0);
    const { result, returns } = table.play.finish(roundStateOf(locked).engine, playing);
    // Players' house shards differ: taken payment by payment, two tables settling at once
    // could each hold a shard the other waits for (a deadlock seen under bench load).
    await lockPayees(
      tx,
      playing.map((stake) => stake.userId),
    );
    const winners: { player: string; win: number }[] = [];
    let totalPaid = 0;
    for (const stake of stakes) {
      if (stake.staked === 0) {
        await tableStakes.close(tx, stake.id, {
          status: 'refunded',
          win: 0,
          balanceAfter: stake.balanceBefore,
          at: now,
        });
        continue;
      }
      const win = returns.get(stake.id) ?? 0;
      const balanceAfter = await payStake(table, tx, stake, win);
      await tableStakes.close(tx, stake.id, { status: 'settled', win, balanceAfter, at: now });
      totalPaid += win;
      if (win > 0) winners.push({ player: stake.player, win });
    }
    const nextRoundAt = new Date(now.getTime() + table.timing.resultMs);
    const paid = await tableRounds.advance(tx, round.id, locked.phase, {
      phase: 'result',
      phaseEndsAt: nextRoundAt,
      result,
      settledAt: now,
    });
    say({
      type: 'table.result',
      roundId: round.id,
      roundNumber: round.roundNumber,
      result,
      serverSeed: round.serverSeed,
      winners: winners.sort((a, b) => b.win - a.win).slice(0, 20),
      totalStaked: playing.reduce((sum, stake) => sum + stake.staked, 0),
      totalPaid,
      nextRoundAt: nextRoundAt.getTime(),
    });
    return paid;
  });
}

/** A round abandoned too long: every bet returned, the seed shown, the table starts over. */
export function cancel(table: TableRounds, { round, now, transaction }: TableStep) {
  return transaction(async (tx, say) => {
    const locked = await tableRounds.byId(tx, round.id, 'update');
    if (!locked || isOver(locked)) return locked;
    const stakes = await tableStakes.ofRound(tx, round.id, true);
    await lockPayees(
      tx,
      stakes.map((stake) => stake.userId),
    );
    for (const stake of stakes) {
      const balanceAfter = await returnStake(table, tx, stake);
      await tableStakes.close(tx, stake.id, {
        status: 'refunded',
        win: 0,
        balanceAfter,
        at: now,
      });
    }
    const cancelled = await tableRounds.advance(tx, round.id, locked.phase, {
      phase: 'cancelled',
      phaseEndsAt: now,
      settledAt: now,
    });
    say({ type: 'table.cancelled', roundId: round.id, serverSeed: round.serverSeed });
    return cancelled;
  });
}
