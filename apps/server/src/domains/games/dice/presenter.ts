import type { DiceBetView, DiceRoundView } from '@lale/contract/studio/dice';
import type { DiceBet } from './bets.repository.ts';
import type { DiceRound } from './rounds.repository.ts';
import type { DiceTiming } from './timing.ts';

/** A round without its secret: the dice once rolling, the seed once settled. */
export function presentRound(round: DiceRound, timing: DiceTiming): DiceRoundView {
  return {
    id: round.id,
    number: round.number,
    phase: round.phase,
    serverSeedHash: round.serverSeedHash,
    serverSeed: round.phase === 'settled' ? round.serverSeed : null,
    clientSeed: round.clientSeed,
    nonce: round.number,
    openedAt: round.openedAt.getTime(),
    closesAt: round.closesAt.getTime(),
    settlesAt: round.settlesAt.getTime(),
    nextAt: round.settlesAt.getTime() + timing.resultMs,
    dice: round.phase === 'betting' || !round.dice ? null : [round.dice[0], round.dice[1]],
  };
}

export function presentBet(bet: DiceBet): DiceBetView {
  return {
    id: bet.id,
    roundId: bet.roundId,
    roundNumber: bet.roundNumber,
    pick: bet.pick,
    stake: bet.stake,
    cash: bet.cash,
    bonus: bet.bonus,
    odds: bet.odds,
    status: bet.status,
    payout: bet.payout,
    createdAt: bet.createdAt.getTime(),
  };
}
