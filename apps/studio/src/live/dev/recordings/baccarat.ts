// Dev and tests only: a recorded baccarat room.
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';
import { playCoupFromShoe } from '@lale/games/baccarat/coup';
import { beadPlate, bigRoad, type RoadResult } from '@lale/games/baccarat/roads';
import { ownStake, recordedSnapshot, tableRules, type Recording } from './room.ts';

/** Card numbers by rank (0 = ace … 12 = king) and suit (0 spades, 1 hearts, 2 diamonds, 3 clubs). */
const card = (rank: number, suit: number) => suit * 13 + rank;

/** Player 4♥ 10♣ draws 3♦ (7); banker 6♠ Q♥ stands on a player's third 3: player wins 7 – 6. */
const SHOE = [card(3, 1), card(5, 0), card(9, 3), card(11, 1), card(2, 2), card(0, 3)];

const WINNERS = 'BBPBTPPBBBPBPPTBBPBBPPPBTBPB';
const pastCoups: RoadResult[] = [...WINNERS].map((letter, i) => ({
  winner: letter === 'B' ? 'banker' : letter === 'P' ? 'player' : 'tie',
  playerPair: i % 9 === 4,
  bankerPair: i % 11 === 7,
}));

export function baccaratRecording(
  kind: 'baccarat' | 'no-commission-baccarat',
  phase: LiveTablePhase,
  elapsedMs: number,
  now: number,
): Recording {
  const coup = playCoupFromShoe(SHOE);
  const snapshot = recordedSnapshot(kind, phase, elapsedMs, now, {
    result: { game: 'baccarat', coup },
    recent: pastCoups
      .slice(-20)
      .reverse()
      .map((past, i) => ({
        roundId: `round-${4811 - i}`,
        roundNumber: 4811 - i,
        result: {
          game: 'baccarat',
          coup: {
            ...playCoupFromShoe(SHOE),
            winner: past.winner,
            playerPair: past.playerPair,
            bankerPair: past.bankerPair,
          },
        },
      })),
    roads: { beadPlate: beadPlate(pastCoups), bigRoad: bigRoad(pastCoups) },
  });
  const bets = [
    { type: 'banker', amount: 5_000 },
    { type: 'tie', amount: 1_000 },
  ];
  const own = phase === 'idle' ? null : ownStake({ game: 'baccarat', bets }, 6_000);
  return { table: tableRules(kind), snapshot, own };
}
