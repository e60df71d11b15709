import { hmacStream } from '../fair/hmac-stream.ts';
import type { RandomSource } from '../fair/random-source.ts';
import { uniformInt } from '../fair/scaling.ts';

export const BINGO_ROWS = 3;
export const BINGO_COLUMNS = 9;
export const NUMBERS_PER_ROW = 5;
export const NUMBERS_PER_TICKET = BINGO_ROWS * NUMBERS_PER_ROW;
export const BALLS = 90;

/** A 90-ball ticket: 3 rows of 9 cells, 0 for a blank; each row holds exactly 5 numbers. */
export type BingoTicket = number[][];

/** The numbers column `c` may hold: 1–9, 10–19 … 70–79, 80–90 (the UK layout). */
export function columnRange(column: number): { from: number; to: number } {
  if (column === 0) return { from: 1, to: 9 };
  if (column === BINGO_COLUMNS - 1) return { from: 80, to: 90 };
  return { from: column * 10, to: column * 10 + 9 };
}

/**
 * The ticket a seed names, from the HMAC stream (key = the ticket's seed, client seed
 * `bingo-ticket`, nonce 0), words drawn in this order:
 * 1. column counts: every column starts with one number; six times, a column is drawn
 *    uniformly among those still under three and gets one more (15 numbers in all);
 * 2. rows: columns in order of count (3, then 2, then 1; ties left to right) each take their
 *    rows among the rows with the most places still free (a row holds 5), ties drawn uniformly;
 *    this always fills every row with exactly 5;
 * 3. numbers: per column left to right, a Fisher–Yates draw of its count from its range,
 *    sorted ascending top to bottom.
 */
export function ticketFromSeed(seed: string): BingoTicket {
  return drawTicket(hmacStream(seed, 'bingo-ticket', 0));
}

export function drawTicket(source: RandomSource): BingoTicket {
  const counts = Array<number>(BINGO_COLUMNS).fill(1);
  for (let extra = 0; extra < NUMBERS_PER_TICKET - BINGO_COLUMNS; extra++) {
    const open = counts.flatMap((count, column) => (count < 3 ? [column] : []));
    counts[open[uniformInt(source, open.length)]!]! += 1;
  }
  const free = Array<number>(BINGO_ROWS).fill(NUMBERS_PER_ROW);
  const rowsOf: number[][] = counts.map(() => []);
  const order = counts
    .map((count, column) => ({ count, column }))
    .sort((a, b) => b.count - a.count || a.column - b.column);
  for (const { count, column } of order) {
    const chosen: number[] = [];
    for (let pick = 0; pick < count; pick++) {
      const candidates = [0, 1, 2].filter((row) => !chosen.includes(row) && free[row]! > 0);
      const most = Math.max(...candidates.map((row) => free[row]!));
      const best = candidates.filter((row) => free[row] === most);
      const row = best[uniformInt(source, best.length)]!;
      chosen.push(row);
      free[row]! -= 1;
    }
    rowsOf[column] = chosen.sort((a, b) => a - b);
  }
  const ticket: BingoTicket = [0, 1, 2].map(() => Array<number>(BINGO_COLUMNS).fill(0));
  counts.forEach((count, column) => {
    const { from, to } = columnRange(column);
    const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    for (let i = 0; i < count; i++) {
      const j = i + uniformInt(source, pool.length - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    const numbers = pool.slice(0, count).sort((a, b) => a - b);
    rowsOf[column]!.forEach((row, index) => (ticket[row]![column] = numbers[index]!));
  });
  return ticket;
}

export const ticketNumbers = (ticket: BingoTicket): number[] => ticket.flat().filter((n) => n > 0);
