import {
  eventResultError,
  parseMarketKey,
  settleSelection,
  type EventResult,
} from '@lale/games/sports';
import type { Db } from '../../../db/client.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';
import { settleCouponsForEvent } from '../coupons/settle-coupons.ts';
import {
  eventsRepository as events,
  type EventRow,
  type LiveState,
} from '../events/events.repository.ts';

export interface SettleDeps {
  wallet: SeamlessWallet;
  log?: (detail: Record<string, unknown>, message: string) => void;
}

export interface Settlement {
  settled: number;
  /** Markets whose settlement threw: they stay open (with their coupons) for a human. */
  failed: string[];
  couponsClosed: number;
}

/**
 * Ends an event in the caller's transaction: the result and its text, every market settled by
 * `settleSelection` (outcomes per selection) or, on `void`, every market void; the event
 * finished (or void) with its seed revealed by get_event; then its coupons settled. A market
 * whose settlement throws is left open, so its coupons stay open rather than be settled
 * wrongly; it is logged for a human, who can settle or void what is left by hand (on a
 * finished event that touches only the markets still open: its result stands).
 */
export async function settleEvent(
  tx: Db,
  event: EventRow,
  outcome: { result: EventResult; text: string } | 'void',
  deps: SettleDeps & {
    now: Date;
    sportsNow: Date;
    live?: LiveState | null;
    /** When it ended on the sports clock (its full time); `sportsNow` when not given. */
    endedAt?: Date;
  },
): Promise<Settlement> {
  if (outcome !== 'void') {
    const error = eventResultError(outcome.result);
    if (error) throw new RangeError(`impossible result: ${error}`);
  }
  const markets = await events.markets(tx, [event.id]);
  const failed: string[] = [];
  let settled = 0;
  for (const market of markets) {
    if (market.state === 'settled' || market.state === 'void') continue;
    const selections = Object.keys(market.odds);
    if (outcome === 'void') {
      await events.settleMarket(
        tx,
        event.id,
        market.key,
        Object.fromEntries(selections.map((s) => [s, 'void'])),
        'void',
      );
      settled += 1;
      continue;
    }
    try {
      const spec = parseMarketKey(market.key);
      if (!spec) throw new RangeError(`unreadable market key ${market.key}`);
      const outcomes = Object.fromEntries(
        selections.map((s) => [s, settleSelection(spec, s, outcome.result)]),
      );
      await events.settleMarket(tx, event.id, market.key, outcomes, 'settled');
      settled += 1;
    } catch (error) {
      failed.push(market.key);
      deps.log?.(
        { eventId: event.id, market: market.key, err: error },
        'sportsbook market could not be settled; left open for an operator',
      );
    }
  }
  if (event.state === 'finished') {
    // Markets left open at the end, settled (or voided) later by hand: the result stands.
    await events.bumpVersion(tx, event.id);
  } else {
    await events.finish(tx, event.id, {
      state: outcome === 'void' ? 'void' : 'finished',
      result: outcome === 'void' ? null : outcome.result,
      resultText: outcome === 'void' ? null : outcome.text,
      live: deps.live === undefined ? event.live : deps.live,
      at: deps.endedAt ?? deps.sportsNow,
    });
  }
  const couponsClosed = await settleCouponsForEvent(tx, event.id, {
    wallet: deps.wallet,
    now: deps.now,
  });
  return { settled, failed, couponsClosed };
}
