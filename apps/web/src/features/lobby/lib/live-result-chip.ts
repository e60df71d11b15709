import type { LiveResultSummary } from '@lale/contract/live-tables/results';

/** How a chip is coloured: the roulette pocket, the baccarat or hold'em winner, a bust... */
export type ChipTone =
  'red' | 'black' | 'green' | 'player' | 'banker' | 'dealer' | 'tie' | 'bust' | 'plain';

export type Winner = 'player' | 'banker' | 'dealer' | 'tie';

export interface ResultChip {
  roundNumber: number;
  /** What the chip shows: a pocket, a winner's letter, a wheel segment, a dealer total. */
  text: string;
  tone: ChipTone;
  /** The chip in words for screen readers and the tooltip. */
  description: string;
}

export interface ResultChipLabels {
  letter: (winner: Winner) => string;
  winner: (winner: Winner) => string;
  colour: (colour: 'red' | 'black' | 'green') => string;
  dealerTotal: (total: string) => string;
  dealerBust: (total: string) => string;
  noPlayers: string;
}

const WINNERS: readonly string[] = ['player', 'banker', 'dealer', 'tie'];
const COLOURS: readonly string[] = ['red', 'black', 'green'];
const isWinner = (label: string): label is Winner => WINNERS.includes(label);
const isColour = (tone: string | null): tone is 'red' | 'black' | 'green' =>
  tone !== null && COLOURS.includes(tone);

/** A round with nobody at a blackjack or hold'em table has no result to name ('-'). */
const NO_ROUND = '-';

/**
 * A lobby chip for one of the server's result summaries (see `summarize` in the live tables'
 * room presenter): roulette gives the pocket and its colour, baccarat and hold'em the winner,
 * the money wheel its segment with any multipliers ('2x·5'), blackjack the dealer's total.
 */
export function resultChip(
  tableType: string,
  summary: LiveResultSummary,
  labels: ResultChipLabels,
): ResultChip {
  const { roundNumber, label, tone } = summary;
  if (label === NO_ROUND)
    return { roundNumber, text: '–', tone: 'plain', description: labels.noPlayers };
  if (isColour(tone))
    return { roundNumber, text: label, tone, description: `${label} ${labels.colour(tone)}` };
  if (isWinner(label))
    return {
      roundNumber,
      text: labels.letter(label),
      tone: label,
      description: labels.winner(label),
    };
  if (tableType === 'blackjack')
    return tone === 'bust'
      ? { roundNumber, text: label, tone: 'bust', description: labels.dealerBust(label) }
      : { roundNumber, text: label, tone: 'plain', description: labels.dealerTotal(label) };
  return { roundNumber, text: label, tone: 'plain', description: label };
}
