import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { listLeases } from '../leases.ts';
import { Scheduler, type StepContext } from '../scheduler.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';

describe('scheduler: one leader per schedule across processes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const schedulers: Scheduler[] = [];
  afterEach(async () => {
    for (const s of schedulers.splice(0)) await s.stop({ release: false });
    await drop();
  });

  async function setUp() {
    ({ database, drop } = await createTestDatabase({ seed: false }));
    let clock = Date.parse('2026-11-25T10:00:00Z');
    const now = () => new Date(clock);
    const advance = (ms: number) => (clock += ms);
    const steps: { holder: string; ctx: StepContext }[] = [];
    const make = (holder: string) => {
      const scheduler = new Scheduler({ db: database.db, now, holder, leaseMs: 5_000 });
      scheduler.add({
        name: 'test-rounds',
        everyMs: 1_000,
        step: async (ctx) => void steps.push({ holder, ctx }),
      });
      schedulers.push(scheduler);
      return scheduler;
    };
    return { now, advance, steps, make };
  }

  it('steps on one process only, and hands over when the leader stops renewing', async () => {
    const { advance, steps, make } = await setUp();
    const a = make('process-a');
    const b = make('process-b');
    await a.tick('test-rounds');
    await b.tick('test-rounds');
    advance(1_000);
    await b.tick('test-rounds');
    await a.tick('test-rounds');
    expect(steps.map((s) => s.holder)).toEqual(['process-a', 'process-a']);
    expect(steps[0]!.ctx.tookOver).toBe(true);
    expect(steps[1]!.ctx.tookOver).toBe(false);

    // a dies: it renews no more. Before its lease runs out b still waits; then b leads.
    advance(4_999);
    await b.tick('test-rounds');
    expect(steps).toHaveLength(2);
    advance(2);
    await b.tick('test-rounds');
    expect(steps.map((s) => s.holder)).toEqual(['process-a', 'process-a', 'process-b']);
    const takeover = steps[2]!.ctx;
    expect(takeover.tookOver).toBe(true);
    expect(takeover.lease.epoch).toBe(steps[0]!.ctx.lease.epoch + 1);
    expect(b.leads('test-rounds')).toBe(true);

    // a comes back: b's lease runs, so a does not step.
    await a.tick('test-rounds');
    expect(steps).toHaveLength(3);
    const lease = (await listLeases(database.db)).find((l) => l.name === 'test-rounds');
    expect(lease?.holder).toBe('process-b');
  });

  it('a clean stop hands the lease over at once', async () => {
    const { steps, make } = await setUp();
    const a = make('process-a');
    const b = make('process-b');
    await a.tick('test-rounds');
    await a.stop();
    await b.tick('test-rounds');
    expect(steps.map((s) => s.holder)).toEqual(['process-a', 'process-b']);
  });

  it('never lets two racing processes both take an expired lease', async () => {
    const { advance, steps, make } = await setUp();
    const contenders = ['p1', 'p2', 'p3', 'p4'].map(make);
    await Promise.all(contenders.map((s) => s.tick('test-rounds')));
    expect(new Set(steps.map((s) => s.holder)).size).toBe(1);
    advance(10_000);
    steps.length = 0;
    await Promise.all(contenders.map((s) => s.tick('test-rounds')));
    expect(steps).toHaveLength(1);
  });
});
