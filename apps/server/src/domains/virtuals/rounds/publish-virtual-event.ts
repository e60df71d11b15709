import { eventTopic } from '@lale/contract/live/topics';
import type {
  SportEventUpdatePayload,
  SportIncidentPayload,
} from '@lale/contract/live/sports-payloads';
import type { SportIncident } from '@lale/contract/methods/sportsbook';
import { afterCommit, type Db } from '../../../db/client.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';

export type Publish = (topic: string, payload: unknown) => Promise<unknown>;

/**
 * After the caller's transaction commits, the event's new state on `event:<id>` (each new goal
 * as `event.incident`, then `event.update`), as the sportsbook's live events publish it; never
 * on `event:live`, which lists the real events in play only.
 */
export async function announceVirtualEvent(
  tx: Db,
  publish: Publish,
  eventId: string,
  now: Date,
  incidents: readonly SportIncident[] = [],
): Promise<void> {
  const detail = await sportsbookEvents.eventDetail(tx, eventId, 'tr', now);
  if (!detail) return;
  const topic = eventTopic(eventId);
  const update: SportEventUpdatePayload = {
    type: 'event.update',
    eventId,
    version: detail.version,
    state: detail.state,
    suspended: detail.suspended,
    live: detail.live,
    markets: detail.markets,
  };
  const send = (payload: unknown) => void publish(topic, payload).catch(() => undefined);
  afterCommit(tx, () => {
    for (const incident of incidents) {
      const message: SportIncidentPayload = { type: 'event.incident', eventId, incident };
      send(message);
    }
    send(update);
  });
}
