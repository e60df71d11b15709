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

/** A list's rows with the live list's newer versions of them. */
export function withLiveRows<E extends SportEventSummary>(
  rows: readonly E[],
  live: readonly SportEventSummary[] | null,
): E[] {
  if (!live || live.length === 0) return [...rows];
  const byId = new Map(live.map((e) => [e.id, e]));
  return rows.map((row) => {
    const fresh = byId.get(row.id);
    return fresh && fresh.version > row.version ? { ...row, ...fresh } : row;
  });
}
