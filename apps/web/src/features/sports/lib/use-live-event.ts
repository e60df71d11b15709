import { eventTopic } from '@lale/contract/live/topics';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopic } from '../../../shared/live/use-live-topic.ts';
import { eventQuery } from '../api/get-event.ts';
import { applyEventUpdate, applyIncident } from './live-event.ts';

/** The contract's event ids: a page's URL may hold anything. */
export const EVENT_ID = /^[1-9][0-9]{0,17}$/;

/**
 * Follows `event:<id>` while the event page is open: the snapshot, updates (by version) and
 * incidents go into the page's get_event data, so the page renders one source.
 */
export function useLiveEvent(eventId: string): void {
  const client = useQueryClient();
  const key = eventQuery(eventId).queryKey;
  const topic = EVENT_ID.test(eventId) ? eventTopic(eventId) : null;
  useLiveTopic(topic, (message) => {
    const payload = message.payload;
    if (payload.type === 'event.snapshot') {
      const fresh = payload.event;
      client.setQueryData(key, (old) => (!old || fresh.version >= old.version ? fresh : old));
    } else if (payload.type === 'event.update') {
      client.setQueryData(key, (old) => (old ? applyEventUpdate(old, payload) : old));
    } else if (payload.type === 'event.incident') {
      client.setQueryData(key, (old) => (old ? applyIncident(old, payload) : old));
    }
  });
}
