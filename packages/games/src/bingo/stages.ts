import type { BingoTicket } from './ticket.ts';

export const BINGO_STAGES = ['line', 'two-lines', 'full-house'] as const;
export type BingoStage = (typeof BINGO_STAGES)[number];

/** Rows of a ticket fully called: 1 is a line, 2 two lines, 3 a full house. */
export function fullRows(ticket: BingoTicket, called: ReadonlySet<number>): number {
  return ticket.filter((row) => row.every((n) => n === 0 || called.has(n))).length;
}

/** How many numbers a ticket still misses for its next stage (0 once it has it). */
export function toGo(ticket: BingoTicket, called: ReadonlySet<number>, rowsNeeded: number): number {
  const missing = ticket
    .map((row) => row.filter((n) => n > 0 && !called.has(n)).length)
    .sort((a, b) => a - b);
  return missing.slice(0, rowsNeeded).reduce((sum, m) => sum + m, 0);
}

export const rowsFor = (stage: BingoStage): number => BINGO_STAGES.indexOf(stage) + 1;

export interface StageWin {
  stage: BingoStage;
  /** The call (from 1) that completed it. */
  call: number;
  /** Indexes of the winning tickets in the list given, ascending. */
  tickets: number[];
}

/**
 * Every stage's winners: a stage is won at the first call where some ticket has it (line: a
 * full row; two lines: two; full house: all three), by every ticket that has it at that call.
 * Stages go in order; one call may complete several (each then paid). Stages not reached by
 * the calls given are missing from the result.
 */
export function stageWins(tickets: readonly BingoTicket[], calls: readonly number[]): StageWin[] {
  const wins: StageWin[] = [];
  if (tickets.length === 0) return wins;
  const called = new Set<number>();
  let next = 0;
  for (let call = 1; call <= calls.length && next < BINGO_STAGES.length; call++) {
    called.add(calls[call - 1]!);
    const rows = tickets.map((ticket) => fullRows(ticket, called));
    while (next < BINGO_STAGES.length) {
      const needed = next + 1;
      const winners = rows.flatMap((full, index) => (full >= needed ? [index] : []));
      if (winners.length === 0) break;
      wins.push({ stage: BINGO_STAGES[next]!, call, tickets: winners });
      next += 1;
    }
  }
  return wins;
}
