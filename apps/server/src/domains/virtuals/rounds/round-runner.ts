import { randomBytes } from 'node:crypto';
import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import { sql } from 'drizzle-orm';
import type { SportIncident } from '@lale/contract/methods/sportsbook';
import { rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import type { Schedule, StepContext } from '../../../platform/scheduler/scheduler.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';
import { announceVirtualEvent, type Publish } from './publish-virtual-event.ts';
import { roundsRepository as rounds, type RoundRow } from './rounds.repository.ts';
import type { EventRow, ShowFrame, VirtualProduct } from './virtual-product.ts';

const { eventsRepository: events } = sportsbookEvents;

/** The product's schedule steps this often: the show's frames are written at most this often. */
export const ROUND_STEP_MS = 1_000;

export interface RoundRunnerDeps {
  publish: Publish;
  wallet: SeamlessWallet;
  log?: (detail: Record<string, unknown>, message: string) => void;
}

/** The first kick-off at or after `at` on the product's grid (multiples of the interval). */
export function nextSlot(at: number, intervalMs: number): number {
  return Math.ceil(at / intervalMs) * intervalMs;
}

/**
 * One product's schedule `virtuals:<key>`. Each step, from the database alone (so a new leader
 * carries on where the last one wrote): keeps `roundsAhead` rounds created ahead (their events'
 * seed hashes published, betting open); at a round's kick-off suspends its markets and puts its
 * events in play; writes each event's show frame as it changes; at the show's end settles each
 * event with the result drawn from its seeds (the sportsbook's settleEvent: markets, then
 * coupons through the wallet, in the event's transaction, once: a finished event is skipped).
 */
export function roundSchedule(product: VirtualProduct, deps: RoundRunnerDeps): Schedule {
  let catalogueReady = false;
  return {
    name: `virtuals:${product.key}`,
    everyMs: ROUND_STEP_MS,
    step: async ({ db, now, tookOver }: StepContext) => {
      if (tookOver || !catalogueReady) {
        await product.ensureCatalogue(db);
        catalogueReady = true;
      }
      await createAhead(db, product, now);
      let failure: unknown = null;
      for (const round of await rounds.due(db, product.key, now)) {
        try {
          if (round.state === 'open') await kickOff(db, product, round, now, deps);
          await play(db, product, round, now, deps);
        } catch (error) {
          failure ??= error;
          deps.log?.(
            { product: product.key, round: round.roundNo, err: error },
            'virtual round step failed',
          );
        }
      }
      if (failure) throw failure;
    },
  };
}

/**
 * Creates rounds until `roundsAhead` are waiting to kick off. The first after a pause starts on
 * the grid at least half an interval away, so it is never created already closing.
 */
export async function createAhead(db: Db, product: VirtualProduct, now: Date): Promise<number> {
  const { intervalMs, showMs, roundsAhead } = product.timing;
  let created = 0;
  for (;;) {
    const last = await rounds.last(db, product.key);
    const earliest = nextSlot(now.getTime() + intervalMs / 2, intervalMs);
    const startsAt = Math.max(last ? last.startsAt.getTime() + intervalMs : 0, earliest);
    const horizon = now.getTime() + Math.max(1, roundsAhead) * intervalMs;
    if (last && last.startsAt.getTime() > now.getTime() && startsAt > horizon) return created;
    const slot = {
      product: product.key,
      roundNo: (last?.roundNo ?? 0) + 1,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + showMs),
      now,
    };
    const made = await withTransaction(db, async (tx) => {
      if (!(await rounds.insert(tx, slot, now))) return false;
      for (const event of await product.createEvents(tx, slot)) {
        const serverSeed = generateServerSeed();
        const id = await events.insert(tx, {
          ...event,
          startsAt: slot.startsAt,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: randomBytes(8).toString('hex'),
          now,
        });
        if (!id) throw new Error(`virtual event of round ${slot.roundNo} already exists`);
        await events.insertMarkets(tx, id, event.markets);
        await rounds.tagEvent(tx, id, product.key, slot.roundNo);
      }
      return true;
    });
    if (!made) return created;
    created += 1;
  }
}

/** Betting closes: every market of the round suspended, its events in play at the first frame. */
async function kickOff(
  db: Db,
  product: VirtualProduct,
  round: RoundRow,
  now: Date,
  deps: RoundRunnerDeps,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const locked = await rounds.lock(tx, product.key, round.roundNo);
    if (locked?.state !== 'open') return;
    const ids = await rounds.eventIds(tx, product.key, round.roundNo);
    for (const id of ids) {
      const event = await events.get(tx, id, true);
      if (!event || event.state !== 'scheduled') continue;
      await tx.execute(sql`update sport_markets set state = 'suspended'
        where event_id = ${id} and state = 'open'`);
      const frame = product.frame(event, 0);
      await events.saveLive(tx, id, { state: 'live', live: frame.live, incidents: [] });
      await announceVirtualEvent(tx, deps.publish, id, now);
    }
    await rounds.setState(tx, product.key, round.roundNo, 'playing');
  });
}

/** Writes each event's frame when it changed; at the show's end, settles and finishes the round. */
async function play(
  db: Db,
  product: VirtualProduct,
  round: RoundRow,
  now: Date,
  deps: RoundRunnerDeps,
): Promise<void> {
  const elapsed = now.getTime() - round.startsAt.getTime();
  const ended = elapsed >= product.timing.showMs;
  const ids = await rounds.eventIds(db, product.key, round.roundNo);
  for (const id of ids) {
    const event = await events.get(db, id);
    if (!event || event.state === 'finished' || event.state === 'void') continue;
    if (ended) await finish(db, product, event, round, now, deps);
    else await showFrame(db, product, event, elapsed, now, deps);
  }
  if (!ended) return;
  await withTransaction(db, async (tx) => {
    const locked = await rounds.lock(tx, product.key, round.roundNo);
    if (locked?.state !== 'playing') return;
    const open = rowsOf(
      await tx.execute(sql`select 1 from sport_events
        where virtual_product = ${product.key} and virtual_round = ${round.roundNo}
          and state not in ('finished', 'void') limit 1`),
    );
    if (open.length > 0) return;
    await rounds.setState(tx, product.key, round.roundNo, 'finished');
  });
}

/** A frame differs enough to write: new incidents, another period, or another 5 minutes. */
function changed(event: EventRow, frame: ShowFrame): boolean {
  const before = event.live;
  if (!before) return true;
  if (frame.incidents.length !== event.incidents.length) return true;
  if (before.period !== frame.live.period) return true;
  return Math.floor((before.minute ?? 0) / 5) !== Math.floor((frame.live.minute ?? 0) / 5);
}

async function showFrame(
  db: Db,
  product: VirtualProduct,
  event: EventRow,
  elapsed: number,
  now: Date,
  deps: RoundRunnerDeps,
): Promise<void> {
  const frame = product.frame(event, elapsed);
  if (!changed(event, frame)) return;
  await withTransaction(db, async (tx) => {
    const locked = await events.get(tx, event.id, true);
    if (locked?.state !== 'live' || locked.version !== event.version) return;
    await events.saveLive(tx, event.id, { live: frame.live, incidents: frame.incidents });
    const fresh = frame.incidents.slice(event.incidents.length) as SportIncident[];
    await announceVirtualEvent(tx, deps.publish, event.id, now, fresh);
  });
}

async function finish(
  db: Db,
  product: VirtualProduct,
  event: EventRow,
  round: RoundRow,
  now: Date,
  deps: RoundRunnerDeps,
): Promise<void> {
  const frame = product.frame(event, product.timing.showMs);
  const outcome = product.outcome(event);
  await withTransaction(db, async (tx) => {
    const locked = await events.get(tx, event.id, true);
    if (!locked || locked.state === 'finished' || locked.state === 'void') return;
    await events.saveLive(tx, event.id, { incidents: frame.incidents });
    await sportsbookEvents.settleEvent(tx, locked, outcome, {
      wallet: deps.wallet,
      log: deps.log,
      now,
      sportsNow: now,
      live: frame.live,
      endedAt: round.endsAt,
    });
    const fresh = frame.incidents.slice(locked.incidents.length) as SportIncident[];
    await announceVirtualEvent(tx, deps.publish, event.id, now, fresh);
  });
}
