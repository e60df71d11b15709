import type { BingoGameView } from '@lale/contract/live/bingo-payloads';
import { describe, expect, it } from 'vitest';
import { applyEvent, type RoomState } from './room-state.ts';
import { missingFor } from './ticket-card.tsx';
import { readMuted, writeMuted } from './voice.ts';

const game: BingoGameView = {
  gameId: 'g1',
  gameNumber: 1,
  phase: 'calling',
  salesEndAt: 0,
  nextCallAt: 1_000,
  calls: [7],
  serverSeedHash: 'h',
  clientSeed: 'bingo-cheap:1',
  serverSeed: null,
  players: 1,
  tickets: 2,
  stakes: 200,
  prizes: { line: 24, 'two-lines': 40, 'full-house': 96 },
  jackpot: 25_000,
  winners: [],
};
const state: RoomState = { game, chat: [] };

describe('the room as the page shows it', () => {
  it('adds the next call and its winners, and ignores a repeated or skipped one', () => {
    const winner = { stage: 'line' as const, call: 2, player: 'pl***', ticketId: 't1', amount: 24 };
    const call = { type: 'bingo.call' as const, gameId: 'g1', at: 0, nextCallAt: 2_000 };
    const next = applyEvent(state, { ...call, call: 2, number: 41, winners: [winner] });
    expect(next.game.calls).toEqual([7, 41]);
    expect(next.game.winners).toEqual([winner]);
    expect(applyEvent(next, { ...call, call: 2, number: 41, winners: [] })).toBe(next);
    expect(applyEvent(next, { ...call, call: 4, number: 9, winners: [] })).toBe(next);
  });

  it('takes a new game on sale, and ignores events of another game', () => {
    const sale = applyEvent(state, {
      type: 'bingo.sale',
      game: { ...game, gameId: 'g2', calls: [] },
    });
    expect(sale.game.gameId).toBe('g2');
    const other = { type: 'bingo.finished' as const, gameId: 'g1', serverSeed: 's', jackpot: 0 };
    expect(applyEvent(sale, other)).toBe(sale);
  });

  it('keeps the chat once per line', () => {
    const line = { type: 'bingo.chat' as const, id: 'c1', player: 'pl***', text: 'hi', at: 1 };
    const once = applyEvent(state, line);
    expect(applyEvent(once, line).chat).toHaveLength(1);
  });

  it('names the numbers a ticket still needs for a line', () => {
    const ticket = [
      [1, 0, 20, 0, 40, 0, 60, 0, 80],
      [0, 11, 0, 31, 0, 51, 0, 71, 81],
      [2, 0, 22, 33, 0, 0, 66, 77, 0],
    ];
    expect(missingFor(ticket, new Set([1, 20, 40, 60]), 'line')).toEqual([80]);
  });

  it('remembers the mute', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readMuted(storage)).toBe(false);
    writeMuted(true, storage);
    expect(readMuted(storage)).toBe(true);
  });
});
