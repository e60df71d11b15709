import { randomBytes } from 'node:crypto';
import {
  freshSeeds,
  RoundMachine,
  type RoundGame,
  type RoundOpening,
  type RoundStep,
} from '../../../platform/rounds/round-machine.ts';
import type { Schedule } from '../../../platform/scheduler/scheduler.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import type { Publish, VirtualAnnouncement } from './publish-virtual-event.ts';
import { kickOff, settleRound, showFrames, type RoundShowDeps } from './round-show.ts';
import { roundsRepository as rounds, type RoundRow } from './rounds.repository.ts';
import type { RoundSlot, RoundTiming, VirtualProduct } from './virtual-product.ts';

const { eventsRepository: events } = sportsbookEvents;

/** The product's schedule steps this often: the show's frames are written at most this often. */
export const ROUND_STEP_MS = 1_000;

export interface VirtualRoundDeps extends RoundShowDeps {
  publish: Publish;
}

type Step = RoundStep<RoundRow, VirtualAnnouncement>;

/** The first kick-off at or after `at` on the product's grid (multiples of the interval). */
function nextSlot(at: number, intervalMs: number): number {
  return Math.ceil(at / intervalMs) * intervalMs;
}

/**
 * When the round after `last` kicks off, or null while `roundsAhead` rounds wait beyond now.
 * The first after a pause starts on the grid at least half an interval away, so it is never
 * created already closing.
 */
function nextKickOff(last: RoundRow | null, timing: RoundTiming, now: Date): number | null {
  const { intervalMs, roundsAhead } = timing;
  const earliest = nextSlot(now.getTime() + intervalMs / 2, intervalMs);
  const startsAt = Math.max(last ? last.startsAt.getTime() + intervalMs : 0, earliest);
  const horizon = now.getTime() + Math.max(1, roundsAhead) * intervalMs;
  if (last && last.startsAt.getTime() > now.getTime() && startsAt > horizon) return null;
  return startsAt;
}

/**
 * A product's rounds as the round machine runs them, from the database alone (so a new leader
 * carries on where the last one wrote): `roundsAhead` rounds kept created ahead (their events'
 * seed hashes published, betting open); at kick-off, `open` → `playing` (markets suspended,
 * events in play); each step of the show, the events' frames; at the show's end, each event
 * settled by the sportsbook and the round `finished`.
 */
export function virtualRoundGame(
  product: VirtualProduct,
  deps: VirtualRoundDeps,
): RoundGame<RoundRow, 'open' | 'playing', VirtualAnnouncement> {
  let catalogueReady = false;
  const showEnd = (round: RoundRow) => new Date(round.startsAt.getTime() + product.timing.showMs);
  /** One moment of a round kicked off: its frames, or at the show's end its settlement. */
  const play = async (step: Step): Promise<RoundRow | null> => {
    if (step.now >= showEnd(step.round)) return settleRound(product, step, deps);
    await showFrames(product, step);
    return step.round;
  };
  const logged = async <T>(round: RoundRow, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      deps.log?.(
        { product: product.key, round: round.roundNo, err: error },
        'virtual round step failed',
      );
      throw error;
    }
  };
  return {
    name: `virtuals:${product.key}`,
    // A round has no topic of its own: each announcement names its event's (`event:<id>`).
    topic: `virtuals:${product.key}`,
    publish: (_roomTopic, { topic, payload }) => deps.publish(topic, payload),
    load: (db) => rounds.toCarryOn(db, product.key),
    async reloaded(db, tookOver) {
      if (catalogueReady && !tookOver) return;
      await product.ensureCatalogue(db);
      catalogueReady = true;
    },
    isOver: (round) => round.state === 'finished',
    phaseOf: (round) => (round.state === 'open' ? 'open' : 'playing'),
    phases: {
      open: {
        endsAt: (round) => round.startsAt,
        // Kicked off late (a pause, a hand-over), it plays the moment it is at in the same step.
        leave: (step) =>
          logged(step.round, async () => {
            const round = await kickOff(product, step);
            return round?.state === 'playing' ? play({ ...step, round }) : round;
          }),
      },
      playing: {
        endsAt: showEnd,
        during: (step) =>
          logged(step.round, async () => {
            if (step.now < showEnd(step.round)) await showFrames(product, step);
          }),
        leave: (step) => logged(step.round, () => settleRound(product, step, deps)),
      },
    },
    opensAt: (latest, _running, now) =>
      nextKickOff(latest, product.timing, now) === null ? null : now,
    open: (opening) => openRound(product, opening),
  };
}

/**
 * The next round on the grid with its events, one transaction: each event draws its own seeds
 * (the hash and the client seed are public from now on) and betting is open at once.
 */
async function openRound(
  product: VirtualProduct,
  { tx, last, now }: RoundOpening<RoundRow, VirtualAnnouncement>,
): Promise<RoundRow | null> {
  const startsAt = nextKickOff(last, product.timing, now);
  if (startsAt === null) return null;
  const slot: RoundSlot = {
    product: product.key,
    roundNo: (last?.roundNo ?? 0) + 1,
    startsAt: new Date(startsAt),
    endsAt: new Date(startsAt + product.timing.showMs),
    now,
  };
  if (!(await rounds.insert(tx, slot, now))) return null;
  for (const event of await product.createEvents(tx, slot)) {
    const { serverSeed, serverSeedHash } = freshSeeds();
    const id = await events.insert(tx, {
      ...event,
      startsAt: slot.startsAt,
      serverSeed,
      serverSeedHash,
      clientSeed: randomBytes(8).toString('hex'),
      now,
    });
    if (!id) throw new Error(`virtual event of round ${slot.roundNo} already exists`);
    await events.insertMarkets(tx, id, event.markets);
    await rounds.tagEvent(tx, id, product.key, slot.roundNo);
  }
  const { product: key, roundNo, endsAt } = slot;
  return { product: key, roundNo, startsAt: slot.startsAt, endsAt, state: 'open' };
}

/** One product's schedule `virtuals:<key>`, stepped every second by the round machine. */
export function virtualRoundSchedule(product: VirtualProduct, deps: VirtualRoundDeps): Schedule {
  return new RoundMachine(virtualRoundGame(product, deps)).schedule(ROUND_STEP_MS);
}
