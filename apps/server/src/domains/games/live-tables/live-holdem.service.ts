import type { LiveHoldemDecisionRequest } from '@lale/contract/live-tables/requests';
import type { LiveOwnBets, LiveStakeReply } from '@lale/contract/live-tables/replies';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { playerBalance } from '../shared/wallet-calls.ts';
import { announce, onceForRequest, requireTable, type LivePlayDeps } from './live-play.ts';
import { takeFromWallet } from './room-money.ts';
import { ownStake, roundStateOf } from './room-presenter.ts';
import { tableRounds } from './rounds.repository.ts';
import { tableStakes } from './stakes.repository.ts';

type HoldemBets = Extract<LiveOwnBets, { game: 'casino-holdem' }>;

/**
 * Call (twice the ante, taken from the wallet now) or fold, while the table waits for
 * decisions. Once every ante at the table has decided, the showdown need not wait.
 */
export async function decideHoldem(
  deps: LivePlayDeps,
  session: GameSession,
  input: Required<LiveHoldemDecisionRequest>,
): Promise<LiveStakeReply> {
  const room = await requireTable(deps, session);
  if (room.game !== 'casino-holdem') throw refusals.conflict('wrong_game');
  const now = deps.now();
  return onceForRequest(deps, session, input.requestId, async (tx) => {
    const round = await tableRounds.latest(tx, room.tableId, 'update');
    if (!round || round.phase !== 'decision' || now >= round.phaseEndsAt)
      throw refusals.conflict('decision_closed');
    const stake = await tableStakes.ofPlayer(tx, round.id, session.userId, true);
    const bets = stake?.bets as HoldemBets | undefined;
    if (!stake || !bets?.bet) throw refusals.notFound('no_bet');
    if (bets.decision) throw refusals.conflict('already_decided');
    const call = input.decision === 'call' ? 2 * bets.bet.ante : 0;
    const taken =
      call > 0
        ? await takeFromWallet(deps, tx, stake, call)
        : {
            balance: await playerBalance(deps.wallet, tx, session.userId),
            walletBets: stake.walletBets,
          };
    const saved = await tableStakes.saveBets(tx, {
      id: stake.id,
      bets: { ...bets, decision: input.decision },
      staked: stake.staked + call,
      walletBets: taken.walletBets,
    });
    const waiting = (await tableStakes.ofRound(tx, round.id, true)).some(
      (other) =>
        other.bets.game === 'casino-holdem' &&
        other.bets.bet !== null &&
        other.bets.decision === null,
    );
    if (!waiting)
      await tableRounds.decided(tx, round.id, {
        state: roundStateOf(round),
        result: round.result!,
        phaseEndsAt: now,
      });
    if (call > 0)
      announce(deps, tx, room, {
        type: 'table.bet',
        roundId: round.id,
        player: saved.player,
        total: saved.staked,
      });
    return { roundId: round.id, reply: { own: ownStake(saved, round), balance: taken.balance } };
  });
}
