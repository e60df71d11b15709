import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';
import type { LiveTableTurn } from '@lale/contract/live-tables/room';
import type { LiveGamesDictionary } from '../i18n/live-games.ts';
import type { LiveDictionary } from '../i18n/live.ts';

export interface CalloutInput {
  phase: LiveTablePhase;
  result: LiveTableResult | null;
  turn: LiveTableTurn | null;
  cancelled: boolean;
  /** Seconds left in the betting window. */
  secondsLeft: number | null;
  /** The player's blackjack seat (0-based), if they sit this round. */
  ownSeat: number | null;
  /** The felt shows the whole result (hold'em turns its last cards during the result). */
  resultShown: boolean;
  /** The money wheel rests on a multiplier mid-draw: it spins again. */
  wheelMultiplier: number | null;
}

/** Under this many seconds the dealer calls the last bets. */
export const LAST_BETS_SECONDS = 5;

/** What the dealer says now, in the player's language. */
export function dealerCallout(
  input: CalloutInput,
  text: LiveDictionary,
  games: LiveGamesDictionary,
): string {
  const { callouts } = text;
  switch (input.phase) {
    case 'idle':
      return callouts.waiting;
    case 'betting':
      return input.secondsLeft !== null && input.secondsLeft <= LAST_BETS_SECONDS
        ? callouts.lastBets
        : callouts.placeBets;
    case 'closed':
      return callouts.noMoreBets;
    case 'draw':
      if (input.wheelMultiplier !== null) return games.moneyWheel.multiplier(input.wheelMultiplier);
      if (input.result?.game === 'roulette') return callouts.ballSpinning;
      if (input.result?.game === 'money-wheel') return callouts.wheelSpinning;
      return callouts.dealing;
    case 'decision':
      return decisionCallout(input, games);
    case 'result':
      if (input.cancelled) return callouts.cancelled;
      if (!input.resultShown) return callouts.dealing;
      return input.result ? resultCallout(input.result, text, games) : callouts.noMoreBets;
  }
}

function decisionCallout(input: CalloutInput, games: LiveGamesDictionary): string {
  const turn = input.turn;
  if (turn?.kind === 'insurance') return games.blackjack.insurance;
  if (turn?.kind === 'seat') {
    return turn.seat === input.ownSeat
      ? games.blackjack.yourTurn
      : games.blackjack.seatToAct(turn.seat + 1);
  }
  return games.holdem.callOrFold;
}

/** The dealer's call of a result: '17 red', 'Banker wins, 7 to 5', '10 wins with x2', … */
export function resultCallout(
  result: LiveTableResult,
  text: LiveDictionary,
  games: LiveGamesDictionary,
): string {
  switch (result.game) {
    case 'roulette':
      return games.roulette.result(result.pocket, text.colors[result.color]);
    case 'baccarat': {
      const { coup } = result;
      const spots = games.baccarat.spots;
      if (coup.winner === 'tie') return games.baccarat.tie(coup.playerTotal);
      const high = Math.max(coup.playerTotal, coup.bankerTotal);
      const low = Math.min(coup.playerTotal, coup.bankerTotal);
      return games.baccarat.wins(spots[coup.winner] ?? coup.winner, high, low);
    }
    case 'money-wheel':
      return games.moneyWheel.result(result.wheel.number, result.wheel.multiplier);
    case 'casino-holdem': {
      const showdown = result.cards.showdown;
      if (!showdown) return games.holdem.callOrFold;
      const hands = games.holdem.hands;
      if (!showdown.dealerQualifies) return games.holdem.notQualifies;
      if (showdown.winner === 'player')
        return games.holdem.playerWins(hands[showdown.playerCategory]);
      if (showdown.winner === 'dealer')
        return games.holdem.dealerWins(hands[showdown.dealerCategory]);
      return games.holdem.tie(hands[showdown.playerCategory]);
    }
    case 'blackjack': {
      const table = result.table;
      if (!table) return text.callouts.dealing;
      const total = table.dealerTotal;
      if (table.dealerCards.length === 2 && total === 21) return games.blackjack.dealerBlackjack;
      if (total > 21) return games.blackjack.dealerBusts(total);
      return games.blackjack.dealerHas(total);
    }
  }
}
