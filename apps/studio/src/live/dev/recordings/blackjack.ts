// Dev and tests only: a recorded seven-seat blackjack room.
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';
import type { LiveSeatHolder } from '@lale/contract/live-tables/room';
import { liveBlackjackView } from '@lale/games/live-blackjack/public-view';
import { seatAction } from '@lale/games/live-blackjack/seat-turn';
import { startLiveBlackjackRoundFromShoe } from '@lale/games/live-blackjack/start-round';
import { ownStake, PLAYERS, recordedSnapshot, SELF, tableRules, type Recording } from './room.ts';

const card = (rank: number, suit: number) => suit * 13 + rank;
/** Dealt seat by seat, twice, with the dealer's up card then hole card after each pass. */
const FIRST = [card(9, 0), card(4, 1), card(7, 2), card(5, 3)];
const SECOND = [card(0, 1), card(9, 3), card(2, 0), card(10, 2)];
const HITS = [card(6, 1), card(8, 0), card(3, 2), card(9, 1), card(12, 3)];
const SHOE = [...FIRST.slice(0, 3), FIRST[3]!, ...SECOND.slice(0, 3), SECOND[3]!, ...HITS];
const FULL_SHOE = [
  ...SHOE,
  ...Array.from({ length: 312 }, (_, i) => i).filter((c) => !SHOE.includes(c)),
];

const SEATED = [
  { seat: 0, player: PLAYERS[0]!, amount: 5_000 },
  { seat: 2, player: SELF, amount: 2_500 },
  { seat: 5, player: PLAYERS[3]!, amount: 10_000 },
];

export function blackjackRecording(
  phase: LiveTablePhase,
  elapsedMs: number,
  now: number,
): Recording {
  let round = startLiveBlackjackRoundFromShoe(
    {
      seats: SEATED.map((s) => ({
        seat: s.seat,
        betId: `b${s.seat}`,
        playerId: s.player,
        amount: s.amount,
      })),
      betsBehind: [{ betId: 'bb', playerId: PLAYERS[5]!, seat: 5, amount: 2_500, follow: false }],
    },
    FULL_SHOE,
  );
  // Seat 1's blackjack needs no turn: the recording waits on the player's seat (3rd).
  if (phase === 'result') {
    while (round.phase === 'seatTurn' && round.activeSeat !== null) {
      round = seatAction(round, round.activeSeat, round.activeSeat === 5 ? 'double' : 'stand');
    }
  }
  const view = liveBlackjackView(round);
  const seats: LiveSeatHolder[] =
    phase === 'betting' ||
    phase === 'closed' ||
    phase === 'draw' ||
    phase === 'decision' ||
    phase === 'result'
      ? SEATED.map((s) => ({
          ...s,
          behind: s.seat === 5 ? [{ player: PLAYERS[5]!, total: 2_500 }] : [],
        }))
      : [];
  const snapshot = recordedSnapshot('blackjack', phase, elapsedMs, now, {
    result: { game: 'blackjack', table: view },
    seats: phase === 'betting' ? seats.slice(0, 2) : seats,
    turn:
      phase === 'decision' && view.activeSeat !== null
        ? { kind: 'seat', seat: view.activeSeat, player: SELF, endsAt: now - elapsedMs + 10_000 }
        : null,
  });
  const own =
    phase === 'idle'
      ? null
      : ownStake(
          { game: 'blackjack', seat: { seat: 2, amount: 2_500 }, behind: [], insurance: null },
          2_500,
        );
  return { table: tableRules('blackjack'), snapshot, own };
}
