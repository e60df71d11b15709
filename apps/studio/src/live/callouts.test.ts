import { describe, expect, it } from 'vitest';
import { liveGamesText } from '../i18n/live-games.ts';
import { liveText } from '../i18n/live.ts';
import { dealerCallout, type CalloutInput } from './callouts.ts';

const base: CalloutInput = {
  phase: 'betting',
  result: null,
  turn: null,
  cancelled: false,
  secondsLeft: 12,
  ownSeat: null,
  resultShown: true,
  wheelMultiplier: null,
};
const say = (input: Partial<CalloutInput>, lang: 'tr' | 'en') =>
  dealerCallout({ ...base, ...input }, liveText[lang], liveGamesText[lang]);

describe("the dealer's callouts", () => {
  it('opens and closes the bets in both languages', () => {
    expect(say({}, 'tr')).toBe('Bahisler açık');
    expect(say({}, 'en')).toBe('Place your bets');
    expect(say({ secondsLeft: 3 }, 'en')).toBe('Last bets');
    expect(say({ phase: 'closed' }, 'tr')).toBe('Bahisler kapandı');
    expect(say({ phase: 'closed' }, 'en')).toBe('No more bets');
  });

  it('calls the result of each game', () => {
    const result = (r: CalloutInput['result']) => ({ phase: 'result' as const, result: r });
    expect(say(result({ game: 'roulette', pocket: 17, color: 'red' }), 'tr')).toBe('17 kırmızı');
    expect(say(result({ game: 'roulette', pocket: 0, color: 'green' }), 'en')).toBe('0 green');
    const coup = {
      playerCards: [],
      bankerCards: [],
      playerTotal: 5,
      bankerTotal: 7,
      winner: 'banker' as const,
      playerPair: false,
      bankerPair: false,
      natural: false,
    };
    expect(say(result({ game: 'baccarat', coup }), 'en')).toBe('Banker wins, 7 to 5');
    expect(say(result({ game: 'baccarat', coup }), 'tr')).toBe('Banka kazandı, 7 – 5');
    const wheel = {
      stops: [13, 20],
      multipliers: [2 as const],
      number: 10 as const,
      multiplier: 2,
    };
    expect(say(result({ game: 'money-wheel', wheel }), 'en')).toBe('10 wins with x2');
  });

  it('keeps the result until the felt shows it, and calls a multiplier before the respin', () => {
    expect(say({ phase: 'result', resultShown: false }, 'en')).toBe('Dealing the cards');
    expect(say({ phase: 'draw', wheelMultiplier: 2 }, 'tr')).toBe('x2! Çark yeniden dönüyor');
  });

  it("names whose turn it is at blackjack and asks hold'em players to call or fold", () => {
    const seatTurn = { kind: 'seat' as const, seat: 2, player: 'd***o', endsAt: 0 };
    expect(say({ phase: 'decision', turn: seatTurn, ownSeat: 2 }, 'en')).toBe('Your turn');
    expect(say({ phase: 'decision', turn: seatTurn, ownSeat: 0 }, 'tr')).toBe(
      '3. koltuk karar veriyor',
    );
    expect(say({ phase: 'decision', turn: { kind: 'call', endsAt: 0 } }, 'en')).toBe(
      'Call or fold?',
    );
    expect(say({ phase: 'result', cancelled: true }, 'en')).toBe(
      'Round cancelled: every bet is returned',
    );
  });
});
