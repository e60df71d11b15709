import { describe, expect, it } from 'vitest';
import { callOrder } from './calls.ts';
import { fullRows, stageWins, toGo } from './stages.ts';
import { ticketFromSeed, ticketNumbers } from './ticket.ts';

const ticket = [
  [1, 0, 20, 0, 40, 0, 60, 0, 80],
  [0, 11, 0, 31, 0, 51, 0, 71, 81],
  [2, 0, 22, 33, 0, 0, 66, 77, 0],
];

describe('stages', () => {
  it('a line at the call that completes the first row, then two lines, then the house', () => {
    const calls = [1, 20, 40, 60, 80, 11, 31, 51, 71, 81, 2, 22, 33, 66, 77];
    const wins = stageWins([ticket], calls);
    expect(wins.map((w) => [w.stage, w.call])).toEqual([
      ['line', 5],
      ['two-lines', 10],
      ['full-house', 15],
    ]);
  });

  it('every ticket complete at the winning call shares it; one call may win two stages', () => {
    const twin = ticket.map((row) => [...row]);
    const calls = [11, 31, 51, 71, 1, 20, 40, 60, 80, 81];
    const wins = stageWins([ticket, twin], calls);
    expect(wins).toEqual([
      { stage: 'line', call: 9, tickets: [0, 1] },
      { stage: 'two-lines', call: 10, tickets: [0, 1] },
    ]);
    expect(stageWins([ticket], [11, 31, 51, 71, 81, 1, 20, 40, 60, 80]).map((w) => w.call)).toEqual(
      [5, 10],
    );
  });

  it('counts what is left for the next stage ("one to go")', () => {
    const called = new Set([1, 20, 40, 60]);
    expect(toGo(ticket, called, 1)).toBe(1);
    expect(fullRows(ticket, called)).toBe(0);
    expect(toGo(ticket, new Set([...called, 80]), 1)).toBe(0);
  });

  it('a full house is always won by the last call with any ticket in play', () => {
    const tickets = [0, 1, 2].map((i) => ticketFromSeed(`t${i}`));
    const wins = stageWins(tickets, callOrder('x', 'y'));
    expect(wins.map((w) => w.stage)).toEqual(['line', 'two-lines', 'full-house']);
    const house = wins[2]!;
    const called = new Set(callOrder('x', 'y').slice(0, house.call));
    for (const index of house.tickets)
      expect(ticketNumbers(tickets[index]!).every((n) => called.has(n))).toBe(true);
  });
});
