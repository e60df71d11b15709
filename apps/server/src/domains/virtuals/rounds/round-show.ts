import { sql } from 'drizzle-orm';
import type { SportIncident } from '@lale/contract/methods/sportsbook';
import { rowsOf } from '../../../db/client.ts';
import type { RoundStep } from '../../../platform/rounds/round-machine.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';
import { announceVirtualEvent, type VirtualAnnouncement } from './publish-virtual-event.ts';
import { roundsRepository as rounds, type RoundRow } from './rounds.repository.ts';
import type { EventRow, ShowFrame, VirtualProduct } from './virtual-product.ts';

const { eventsRepository: events } = sportsbookEvents;

export interface RoundShowDeps {
  wallet: SeamlessWallet;
  log?: (detail: Record<string, unknown>, message: string) => void;
}

type Step = RoundStep<RoundRow, VirtualAnnouncement>;

/**
 * Betting closes: every market of the round suspended, its events in play at the first frame,
 * the round `playing`. Returns the round as stored (another leader may have moved it first).
 */
export async function kickOff(product: VirtualProduct, step: Step): Promise<RoundRow | null> {
  const { round, now } = step;
  return step.transaction<RoundRow | null>(async (tx, say) => {
    const locked = await rounds.lock(tx, product.key, round.roundNo);
    if (locked?.state !== 'open') return locked;
    for (const id of await rounds.eventIds(tx, product.key, round.roundNo)) {
      const event = await events.get(tx, id, true);
      if (!event || event.state !== 'scheduled') continue;
      await tx.execute(sql`update sport_markets set state = 'suspended'
        where event_id = ${id} and state = 'open'`);
      const frame = product.frame(event, 0);
      await events.saveLive(tx, id, { state: 'live', live: frame.live, incidents: [] });
      await announceVirtualEvent(tx, say, id, now);
    }
    await rounds.setState(tx, product.key, round.roundNo, 'playing');
    return { ...locked, state: 'playing' };
  });
}

/** Writes each event's frame of this moment of the show when it changed. */
export async function showFrames(product: VirtualProduct, step: Step): Promise<void> {
  const { round, now } = step;
  const elapsed = now.getTime() - round.startsAt.getTime();
  await eachEventInPlay(product, step, async (event) => {
    const frame = product.frame(event, elapsed);
    if (!changed(event, frame)) return;
    await step.transaction(async (tx, say) => {
      const locked = await events.get(tx, event.id, true);
      if (locked?.state !== 'live' || locked.version !== event.version) return;
      await events.saveLive(tx, event.id, { live: frame.live, incidents: frame.incidents });
      const fresh = frame.incidents.slice(event.incidents.length) as SportIncident[];
      await announceVirtualEvent(tx, say, event.id, now, fresh);
    });
  });
}

/**
 * The show's end: each event settled in its own transaction with the result drawn from its
 * seeds (the sportsbook's settleEvent: markets, then coupons through the wallet, once: a
 * finished event is skipped); the round `finished` once all its events are. Returns the round
 * as stored.
 */
export async function settleRound(
  product: VirtualProduct,
  step: Step,
  deps: RoundShowDeps,
): Promise<RoundRow | null> {
  const { round, now } = step;
  await eachEventInPlay(product, step, async (event) => {
    const frame = product.frame(event, product.timing.showMs);
    const outcome = product.outcome(event);
    await step.transaction(async (tx, say) => {
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
      await announceVirtualEvent(tx, say, event.id, now, fresh);
    });
  });
  return step.transaction<RoundRow | null>(async (tx) => {
    const locked = await rounds.lock(tx, product.key, round.roundNo);
    if (locked?.state !== 'playing') return locked;
    const open = rowsOf(
      await tx.execute(sql`select 1 from sport_events
        where virtual_product = ${product.key} and virtual_round = ${round.roundNo}
          and state not in ('finished', 'void') limit 1`),
    );
    if (open.length > 0) return locked;
    await rounds.setState(tx, product.key, round.roundNo, 'finished');
    return { ...locked, state: 'finished' };
  });
}

/** Each of the round's events not over yet, in creation order, as stored when its turn comes. */
async function eachEventInPlay(
  { key }: VirtualProduct,
  { db, round }: Step,
  work: (event: EventRow) => Promise<void>,
): Promise<void> {
  for (const id of await rounds.eventIds(db, key, round.roundNo)) {
    const event = await events.get(db, id);
    if (event && event.state !== 'finished' && event.state !== 'void') await work(event);
  }
}

/** A frame differs enough to write: new incidents, another period, or another 5 minutes. */
function changed(event: EventRow, frame: ShowFrame): boolean {
  const before = event.live;
  if (!before) return true;
  if (frame.incidents.length !== event.incidents.length) return true;
  if (before.period !== frame.live.period) return true;
  return Math.floor((before.minute ?? 0) / 5) !== Math.floor((frame.live.minute ?? 0) / 5);
}
