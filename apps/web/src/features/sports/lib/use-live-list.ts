import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { LIVE_EVENTS_TOPIC } from '@lale/contract/live/sports-payloads';
import { useState } from 'react';
import { useLiveTopic } from '../../../shared/live/use-live-topic.ts';
import { applyLiveRow } from './live-event.ts';

/**
 * Every event in play from `event:live`: its snapshot, then each changed row. Null until the
 * snapshot arrives (the page shows its own list meanwhile).
 */
export function useLiveList(): SportEventSummary[] | null {
  const [events, setEvents] = useState<SportEventSummary[] | null>(null);
  useLiveTopic(LIVE_EVENTS_TOPIC, (message) => {
    const payload = message.payload;
    if (payload.type === 'event.live-list') setEvents(payload.events);
    else if (payload.type === 'event.live-row')
      setEvents((list) => applyLiveRow(list ?? [], payload.event));
  });
  return events;
}

/** Each live version merged onto a row, kept while both stay the same objects. */
const merged = new WeakMap<
  SportEventSummary,
  { row: SportEventSummary; event: SportEventSummary }
>();

/**
 * A list's rows with the live list's newer versions of them. A row whose live version did not
 * change keeps its object, so that only the rows a message changed render again.
 */
export function withLiveRows<E extends SportEventSummary>(
  rows: readonly E[],
  live: readonly SportEventSummary[] | null,
): E[] {
  if (!live || live.length === 0) return [...rows];
  const byId = new Map(live.map((e) => [e.id, e]));
  return rows.map((row) => {
    const fresh = byId.get(row.id);
    if (!fresh || fresh.version <= row.version) return row;
    const known = merged.get(fresh);
    if (known?.row === row) return known.event as E;
    const event = { ...row, ...fresh };
    merged.set(fresh, { row, event });
    return event;
  });
}
