import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../db/client.ts';
import { RoundMachine, type RoundGame } from '../round-machine.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';

/** A toy timed game: betting 5 s → result, the next round 2 s after. Rows live in `table`. */
interface Toy {
  id: number;
  phase: 'betting' | 'result';
  endsAt: number;
  serverSeedHash: string;
}
type ToyEvent = { type: string; id: number };

function toyGame(options: { ahead?: number; failing?: Set<number>; sayThenFail?: boolean } = {}) {
  const table: Toy[] = [];
  const events: ToyEvent[] = [];
  const reads = { load: 0 };
  const game: RoundGame<Toy, 'betting', ToyEvent> = {
    name: 'toy',
    topic: 'game:toy',
    publish: async (_topic, event) => void events.push(event),
    load: async () => {
      reads.load += 1;
      return table.filter((row, i) => row.phase !== 'result' || i === table.length - 1).map(copy);
    },
    isOver: (round) => round.phase === 'result',
    phaseOf: () => 'betting',
    phases: {
      betting: {
        endsAt: (round) => new Date(round.endsAt),
        leave: ({ round, now, transaction }) =>
          transaction(async (_tx, say) => {
            if (options.failing?.has(round.id)) throw new Error(`round ${round.id} failed`);
            const row = table.find((r) => r.id === round.id)!;
            if (row.phase !== 'betting') return null;
            say({ type: 'result', id: round.id });
            if (options.sayThenFail) throw new Error('rolled back');
            Object.assign(row, { phase: 'result', endsAt: now.getTime() + 2_000 });
            return copy(row);
          }),
      },
    },
    opensAt: (latest, running, now) => {
      if (options.ahead) return running.length < options.ahead ? now : null;
      if (!latest) return now;
      return latest.phase === 'result' ? new Date(latest.endsAt) : null;
    },
    open: async ({ now, seeds, say }) => {
      const row: Toy = {
        id: table.length + 1,
        phase: 'betting',
        endsAt: now.getTime() + 5_000 * (options.ahead ? table.length + 1 : 1),
        serverSeedHash: seeds.serverSeedHash,
      };
      table.push(row);
      say({ type: 'betting', id: row.id });
      return copy(row);
    },
  };
  return { game, table, events, reads };
}

const copy = (row: Toy): Toy => ({ ...row });
const at = (ms: number) => new Date(Date.parse('2026-12-07T10:00:00Z') + ms);

describe('round machine: one engine for every timed game', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ seed: false }));
    db = database.db;
  });
  afterAll(() => drop());

  it('opens a round with fresh seeds, moves it when its phase ends, and opens the next after the pause', async () => {
    const { game, table, events } = toyGame();
    const machine = new RoundMachine(game);
    await machine.step({ db, now: at(0) });
    expect(table).toHaveLength(1);
    expect(table[0]!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    await machine.step({ db, now: at(4_999) });
    expect(table[0]!.phase).toBe('betting');
    await machine.step({ db, now: at(5_000) });
    expect(table[0]!.phase).toBe('result');
    await machine.step({ db, now: at(6_999) });
    expect(table).toHaveLength(1);
    await machine.step({ db, now: at(7_000) });
    expect(table).toHaveLength(2);
    expect(events.map((e) => `${e.type}:${e.id}`)).toEqual(['betting:1', 'result:1', 'betting:2']);
  });

  it('announces nothing of a transaction that rolled back, and reads the room again after a failure', async () => {
    const { game, table, events, reads } = toyGame({ sayThenFail: true });
    const machine = new RoundMachine(game);
    await machine.step({ db, now: at(0) });
    await expect(machine.step({ db, now: at(5_000) })).rejects.toThrow('rolled back');
    expect(events.map((e) => e.type)).toEqual(['betting']);
    expect(table[0]!.phase).toBe('betting');
    const before = reads.load;
    await expect(machine.step({ db, now: at(5_100) })).rejects.toThrow('rolled back');
    expect(reads.load).toBe(before + 1);
  });

  it('a round another leader moved first is read again, and a take-over reads the room', async () => {
    const { game, table, reads } = toyGame();
    const machine = new RoundMachine(game);
    await machine.step({ db, now: at(0) });
    table[0]!.phase = 'result'; // another process settled it
    table[0]!.endsAt = at(5_000).getTime();
    await machine.step({ db, now: at(5_000) });
    expect(machine.latest).toBeUndefined();
    await machine.step({ db, now: at(5_001) });
    expect(table).toHaveLength(2);
    const before = reads.load;
    await machine.step({ db, now: at(5_002), tookOver: true });
    expect(reads.load).toBe(before + 1);
  });

  it('keeps rounds ahead open, moves each, and one failing round does not hold the others', async () => {
    const { game, table } = toyGame({ ahead: 3, failing: new Set([1]) });
    const machine = new RoundMachine(game);
    await machine.step({ db, now: at(0) });
    expect(table.map((r) => r.id)).toEqual([1, 2, 3]);
    await expect(machine.step({ db, now: at(10_000) })).rejects.toThrow('round 1 failed');
    expect(table.map((r) => r.phase)).toEqual(['betting', 'result', 'betting']);
  });

  it('on take-over, a round the game ends instead of resuming ends that step', async () => {
    const { game, table, events } = toyGame();
    game.recover = ({ round, transaction }) =>
      transaction(async (_tx, say) => {
        const row = table.find((r) => r.id === round.id)!;
        row.phase = 'result';
        say({ type: 'cancelled', id: row.id });
        return copy(row);
      });
    const first = new RoundMachine(game);
    await first.step({ db, now: at(0) });
    const next = new RoundMachine(game);
    await next.step({ db, now: at(60_000), tookOver: true });
    expect(table).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'cancelled', id: 1 });
    await next.step({ db, now: at(60_001) });
    expect(table).toHaveLength(2);
  });
});
