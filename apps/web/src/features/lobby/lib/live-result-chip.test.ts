import { describe, expect, it } from 'vitest';
import { resultChip, type ResultChipLabels } from './live-result-chip.ts';

const labels: ResultChipLabels = {
  letter: (winner) => ({ player: 'P', banker: 'B', dealer: 'D', tie: 'T' })[winner],
  winner: (winner) =>
    ({ player: 'Player', banker: 'Banker', dealer: 'Dealer', tie: 'Tie' })[winner],
  colour: (colour) => colour,
  dealerTotal: (total) => `Dealer: ${total}`,
  dealerBust: (total) => `Dealer bust: ${total}`,
  noPlayers: 'Round with no players',
};
const chip = (type: string, label: string, tone: string | null = null) =>
  resultChip(type, { roundNumber: 7, label, tone }, labels);

describe('a last-result chip on a live table card', () => {
  it('shows a roulette pocket in its colour', () => {
    expect(chip('roulette', '17', 'black')).toEqual({
      roundNumber: 7,
      text: '17',
      tone: 'black',
      description: '17 black',
    });
    expect(chip('roulette', '0', 'green').tone).toBe('green');
  });

  it("shows baccarat's and hold'em's winner as a coloured letter", () => {
    expect(chip('baccarat', 'banker', 'banker')).toMatchObject({ text: 'B', tone: 'banker' });
    expect(chip('baccarat', 'tie', 'tie')).toMatchObject({ text: 'T', description: 'Tie' });
    expect(chip('poker', 'dealer', 'two-pair')).toMatchObject({ text: 'D', tone: 'dealer' });
  });

  it("shows the money wheel's segment with its multipliers", () => {
    expect(chip('game-show', '2x·5')).toMatchObject({ text: '2x·5', tone: 'plain' });
  });

  it("shows blackjack's dealer total, marked when the dealer went bust", () => {
    expect(chip('blackjack', '20')).toMatchObject({ text: '20', description: 'Dealer: 20' });
    expect(chip('blackjack', '24', 'bust')).toMatchObject({ tone: 'bust' });
  });

  it('shows a dash for a round nobody played', () => {
    expect(chip('blackjack', '-')).toMatchObject({
      text: '–',
      description: 'Round with no players',
    });
  });
});
