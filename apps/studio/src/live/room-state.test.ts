import { describe, expect, it } from 'vitest';
import { baccaratRecording } from './dev/recordings/baccarat.ts';
import { rouletteRecording } from './dev/recordings/roulette.ts';
import { applyTableEvent, roomFromSnapshot, withChatMessage } from './room-state.ts';

const NOW = 1_800_000_000_000;

describe('a table room followed event by event', () => {
  const room = roomFromSnapshot(rouletteRecording('roulette', 'result', 1_000, NOW).snapshot);

  it('a new betting window clears the last round and counts down to its end', () => {
    const next = applyTableEvent(room, {
      type: 'table.betting',
      roundId: 'r2',
      roundNumber: 4813,
      serverSeedHash: 'h',
      clientSeed: 'c',
      openedAt: NOW,
      bettingEndsAt: NOW + 18_000,
      players: 31,
    });
    expect(next).toMatchObject({ phase: 'betting', phaseEndsAt: NOW + 18_000, players: 31 });
    expect(next.result).toBeNull();
    expect(next.bets).toEqual([]);
    expect(next.round?.roundNumber).toBe(4813);
  });

  it('no more bets, then the draw brings the result the wheel lands on', () => {
    const closed = applyTableEvent(room, { type: 'table.closed', roundId: 'r', drawAt: NOW + 2 });
    expect(closed.phase).toBe('closed');
    const draw = applyTableEvent(closed, {
      type: 'table.draw',
      roundId: 'r',
      result: { game: 'roulette', pocket: 4, color: 'black' },
      phaseEndsAt: NOW + 12_000,
    });
    expect(draw).toMatchObject({ phase: 'draw', result: { pocket: 4 } });
  });

  it('the result goes first in the last results, once, with the seed revealed', () => {
    const result = {
      type: 'table.result' as const,
      roundId: 'round-9999',
      roundNumber: 9999,
      result: { game: 'roulette' as const, pocket: 4, color: 'black' as const },
      serverSeed: 'seed',
      winners: [{ player: 'a***k', win: 3_600 }],
      totalStaked: 10_000,
      totalPaid: 3_600,
      nextRoundAt: NOW + 8_000,
    };
    const once = applyTableEvent(room, result);
    const twice = applyTableEvent(once, result);
    expect(twice.recent[0]?.roundNumber).toBe(9999);
    expect(twice.recent).toHaveLength(20);
    expect(twice.recent.filter((r) => r.roundId === 'round-9999')).toHaveLength(1);
    expect(twice.round?.serverSeed).toBe('seed');
    expect(twice.payout?.totalPaid).toBe(3_600);
  });

  it('a baccarat result extends the roads when the server sent none', () => {
    const baccarat = roomFromSnapshot(baccaratRecording('baccarat', 'draw', 0, NOW).snapshot);
    const coup = baccarat.result?.game === 'baccarat' ? baccarat.result.coup : null;
    if (!coup) throw new Error('recorded coup missing');
    const after = applyTableEvent(baccarat, {
      type: 'table.result',
      roundId: 'round-4812',
      roundNumber: 4812,
      result: { game: 'baccarat', coup },
      serverSeed: 's',
      winners: [],
      totalStaked: 0,
      totalPaid: 0,
      nextRoundAt: NOW,
    });
    const before = baccarat.roads?.beadPlate.length ?? 0;
    expect(after.roads?.beadPlate).toHaveLength(before + 1);
    expect(after.roads?.beadPlate.at(-1)?.result.winner).toBe(coup.winner);
  });

  it('bets and seats follow the players who place them', () => {
    const betted = applyTableEvent(
      applyTableEvent(room, { type: 'table.bet', roundId: 'r', player: 'x***y', total: 500 }),
      { type: 'table.bet', roundId: 'r', player: 'x***y', total: 1_500 },
    );
    expect(betted.bets.filter((b) => b.player === 'x***y')).toEqual([
      { player: 'x***y', total: 1_500 },
    ]);
    const seated = applyTableEvent(
      applyTableEvent(room, {
        type: 'table.seat',
        roundId: 'r',
        seat: 3,
        player: 'p***1',
        amount: 1_000,
        behind: false,
      }),
      { type: 'table.seat', roundId: 'r', seat: 3, player: 'w***2', amount: 500, behind: true },
    );
    expect(seated.seats).toEqual([
      { seat: 3, player: 'p***1', amount: 1_000, behind: [{ player: 'w***2', total: 500 }] },
    ]);
  });

  it('a cancelled round says so until the next window', () => {
    const cancelled = applyTableEvent(room, {
      type: 'table.cancelled',
      roundId: 'r',
      serverSeed: 's',
    });
    expect(cancelled.cancelled).toBe(true);
  });
});

describe('chat lines', () => {
  it('keeps each message once, oldest first', () => {
    const line = { id: '1', player: 'a***k', text: 'selam', at: 1 };
    const lines = withChatMessage(withChatMessage([], line), line);
    expect(lines).toEqual([line]);
    expect(withChatMessage(lines, { ...line, id: '2' }).map((l) => l.id)).toEqual(['1', '2']);
  });
});
