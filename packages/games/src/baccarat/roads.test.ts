import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, type RoadResult } from './roads.ts';

const codes = { B: 'banker', P: 'player', T: 'tie' } as const;

/** 'BBPT' → results; a lowercase letter marks a player pair on that coup. */
function road(text: string): RoadResult[] {
  return [...text].map((letter) => ({
    winner: codes[letter.toUpperCase() as keyof typeof codes],
    playerPair: letter !== letter.toUpperCase(),
    bankerPair: false,
  }));
}

/** Cells as 'column,row' in play order. */
const positions = (cells: { column: number; row: number }[]) =>
  cells.map(({ column, row }) => `${column},${row}`).join(' ');

describe('bead plate', () => {
  it('fills columns of six top to bottom, ties included', () => {
    const cells = beadPlate(road('BBPTPBBP'));
    expect(positions(cells)).toBe('0,0 0,1 0,2 0,3 0,4 0,5 1,0 1,1');
    expect(cells[3]?.result.winner).toBe('tie');
  });

  it('keeps the latest whole columns when given a width', () => {
    const cells = beadPlate(road('BBBBBBPPPPPPTT'), { columns: 2 });
    expect(cells).toHaveLength(8);
    expect(cells[0]).toMatchObject({ column: 0, row: 0, result: { winner: 'player' } });
    expect(cells[7]).toMatchObject({ column: 1, row: 1, result: { winner: 'tie' } });
    expect(beadPlate(road('BP'), { columns: 2 })).toHaveLength(2);
  });
});

describe('big road', () => {
  it('puts runs of one winner in columns and marks ties on the previous cell', () => {
    const result = bigRoad(road('BBTPPPTTBp'));
    expect(positions(result.cells)).toBe('0,0 0,1 1,0 1,1 1,2 2,0 3,0');
    expect(result.cells.map((cell) => cell.ties)).toEqual([0, 1, 0, 0, 2, 0, 0]);
    expect(result.cells[6]).toMatchObject({ winner: 'player', playerPair: true, index: 9 });
    expect(result.streaks).toEqual([
      { winner: 'banker', length: 2 },
      { winner: 'player', length: 3 },
      { winner: 'banker', length: 1 },
      { winner: 'player', length: 1 },
    ]);
    expect(result.leadingTies).toBe(0);
  });

  it('counts ties before the first win apart', () => {
    const result = bigRoad(road('TTPT'));
    expect(result.leadingTies).toBe(2);
    expect(result.cells).toEqual([
      {
        column: 0,
        row: 0,
        winner: 'player',
        ties: 1,
        playerPair: false,
        bankerPair: false,
        index: 2,
      },
    ]);
  });

  it('turns a long run right along the bottom row, and a later run above that tail', () => {
    const result = bigRoad(road('BBBBBBBBPBBBBBBB'));
    // Eight bankers: six down column 0, then right along row 5. One player starts column 1.
    // Seven bankers in column 2: row 5 holds the tail, so this run turns right on row 4.
    expect(positions(result.cells)).toBe(
      '0,0 0,1 0,2 0,3 0,4 0,5 1,5 2,5 1,0 2,0 2,1 2,2 2,3 2,4 3,4 4,4',
    );
  });

  it('is empty with no results', () => {
    expect(bigRoad([])).toEqual({ cells: [], leadingTies: 0, streaks: [] });
  });
});
