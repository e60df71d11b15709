import type { CrashOwnBet } from '@lale/contract/crash-api';
import type { CrashPhase } from '@lale/contract/live/crash-payloads';
import { cashoutPayout, MIN_CASHOUT_HUNDREDTHS } from '@lale/games/crash';

export type Slot = 0 | 1;

/** What one bet panel's big button does now. */
export type PanelAction =
  /** Betting is open and this slot has no bet: place it. */
  | { kind: 'bet' }
  /** The bet is in for this round; it waits for take-off. */
  | { kind: 'placed'; stake: number }
  /** Flying with stake riding: cash out for `payout` (and half for `halfPayout` on Spaceman). */
  | { kind: 'cashout'; payout: number; halfPayout: number | null }
  /** No bet can be taken now: queue one for the next round. */
  | { kind: 'bet-next' }
  /** A bet is queued for the next round: the button takes it back. */
  | { kind: 'cancel-next' }
  /** A request is on its way. */
  | { kind: 'busy' };

export interface PanelInput {
  phase: CrashPhase;
  /** The player's bet of this slot in the round shown, if any. */
  bet: CrashOwnBet | null;
  /** A bet saved for the next round. */
  queued: boolean;
  pending: boolean;
  /** The multiplier drawn now, in hundredths. */
  multiplier: number;
  halfCashout: boolean;
}

export function riding(bet: CrashOwnBet): boolean {
  return (bet.status === 'open' || bet.status === 'partly_cashed_out') && bet.riding > 0;
}

export function panelAction(input: PanelInput): PanelAction {
  const { phase, bet, queued, pending, multiplier } = input;
  if (pending) return { kind: 'busy' };
  if (phase === 'betting') {
    if (bet) return { kind: 'placed', stake: bet.stake };
    return { kind: 'bet' };
  }
  if (phase === 'flying' && bet && riding(bet)) {
    const at = Math.max(MIN_CASHOUT_HUNDREDTHS, multiplier);
    const whole =
      input.halfCashout && bet.cashouts.length === 0 && bet.riding === bet.stake && bet.stake >= 2;
    // Where half is offered the stake rides as two halves, each paid rounded down on its own.
    const legs = whole ? [Math.floor(bet.stake / 2), bet.stake - Math.floor(bet.stake / 2)] : [];
    const payout = whole
      ? legs.reduce((sum, leg) => sum + cashoutPayout(leg, at), 0)
      : cashoutPayout(bet.riding, at);
    return { kind: 'cashout', payout, halfPayout: whole ? cashoutPayout(legs[0]!, at) : null };
  }
  return queued ? { kind: 'cancel-next' } : { kind: 'bet-next' };
}

/** The stake × multiplier a cash-out would pay now, in kuruş (the server decides the real one). */
export function payoutPreview(stake: number, multiplier: number): number {
  return cashoutPayout(stake, Math.max(MIN_CASHOUT_HUNDREDTHS, multiplier));
}

/** Replaces or adds a bet by id, newest first. */
export function mergeOwnBet(bets: readonly CrashOwnBet[], bet: CrashOwnBet): CrashOwnBet[] {
  const rest = bets.filter((existing) => existing.betId !== bet.betId);
  return [bet, ...rest].sort((a, b) => b.roundNumber - a.roundNumber || a.slot - b.slot);
}

/** The player's bet of a slot in a round. */
export function ownBetFor(
  bets: readonly CrashOwnBet[],
  roundId: string,
  slot: Slot,
): CrashOwnBet | null {
  return bets.find((bet) => bet.roundId === roundId && bet.slot === slot) ?? null;
}

/** The player's latest bet of a slot, whatever the round shown: its cash-outs stay on screen. */
export function latestBet(bets: readonly CrashOwnBet[], slot: Slot): CrashOwnBet | null {
  return bets
    .filter((bet) => bet.slot === slot)
    .reduce<CrashOwnBet | null>(
      (latest, bet) => (latest === null || bet.roundNumber > latest.roundNumber ? bet : latest),
      null,
    );
}

/**
 * A public cash-out of one of the player's bets (an auto cash-out the server made): the own bet
 * with that leg added, unless the reply already carried it.
 */
export function ownBetAfterCashout(
  bet: CrashOwnBet,
  atHundredths: number,
  payout: number,
): CrashOwnBet {
  if (bet.cashouts.some((leg) => leg.atHundredths === atHundredths)) return bet;
  const portion = bet.riding;
  return {
    ...bet,
    riding: 0,
    cashouts: [...bet.cashouts, { portion, atHundredths, payout }],
    payout: bet.payout + payout,
    status: 'cashed_out',
  };
}

/** Once the round crashed, a bet still riding has lost what rides (until the server says more). */
export function ownBetAfterCrash(bet: CrashOwnBet, crashPointHundredths: number): CrashOwnBet {
  const settled = { ...bet, crashPointHundredths };
  if (!riding(bet)) return settled;
  return {
    ...settled,
    riding: 0,
    status: bet.cashouts.length > 0 ? 'partly_cashed_out' : 'lost',
  };
}
