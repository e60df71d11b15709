// Dev and tests only: a recorded casino hold'em room.
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';
import { dealHoldemFromDeck } from '@lale/games/casino-holdem/deal';
import { holdemShowdown } from '@lale/games/casino-holdem/showdown';
import { holdemView } from '@lale/games/casino-holdem/view';
import { ownStake, recordedSnapshot, tableRules, type Recording } from './room.ts';

const card = (rank: number, suit: number) => suit * 13 + rank;
/** Player A♠ K♠, dealer Q♦ Q♣, flop K♥ 7♠ 2♠, turn 9♦, river J♠: the player's flush. */
const TOP = [
  card(0, 0),
  card(12, 0),
  card(11, 2),
  card(11, 3),
  card(12, 1),
  card(6, 0),
  card(1, 0),
  card(8, 2),
  card(10, 0),
];
const DECK = [...TOP, ...Array.from({ length: 52 }, (_, i) => i).filter((c) => !TOP.includes(c))];

export function holdemRecording(phase: LiveTablePhase, elapsedMs: number, now: number): Recording {
  const deal = dealHoldemFromDeck(DECK);
  const showdown = holdemShowdown(deal);
  const view =
    phase === 'result' ? holdemView(deal, 'showdown', showdown) : holdemView(deal, 'decision');
  const past = holdemView(deal, 'showdown', showdown);
  const snapshot = recordedSnapshot('casino-holdem', phase, elapsedMs, now, {
    result: { game: 'casino-holdem', cards: view },
    turn: phase === 'decision' ? { kind: 'call', endsAt: now - elapsedMs + 12_000 } : null,
    recent: Array.from({ length: 12 }, (_, i) => ({
      roundId: `round-${4811 - i}`,
      roundNumber: 4811 - i,
      result: { game: 'casino-holdem', cards: past },
    })),
  });
  const decided = phase === 'result' ? 'call' : null;
  const own =
    phase === 'idle'
      ? null
      : ownStake(
          { game: 'casino-holdem', bet: { ante: 2_500, bonus: 2_500 }, decision: decided },
          decided ? 10_000 : 5_000,
        );
  return { table: tableRules('casino-holdem'), snapshot, own };
}
