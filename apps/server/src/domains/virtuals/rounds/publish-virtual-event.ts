import { eventTopic } from '@lale/contract/live/topics';
import type {
  SportEventUpdatePayload,
  SportIncidentPayload,
} from '@lale/contract/live/sports-payloads';
import type { SportIncident } from '@lale/contract/methods/sportsbook';
import type { Db } from '../../../db/client.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';

export type Publish = (topic: string, payload: unknown) => Promise<unknown>;

/**
 * What a virtual round announces: a message on one of its events' topics (`event:<id>`). A
 * round has no topic of its own; its events are followed as any sportsbook event is.
 */
export interface VirtualAnnouncement {
  topic: string;
  payload: SportIncidentPayload | SportEventUpdatePayload;
}

/**
 * The event's new state on `event:<id>` (each new goal as `event.incident`, then
 * `event.update`), as the sportsbook's live events publish it, through `say` (the round
 * machine's: sent once the caller's transaction commits); never on `event:live`, which lists
 * the real events in play only.
 */
export async function announceVirtualEvent(
  tx: Db,
  say: (announcement: VirtualAnnouncement) => void,
  eventId: string,
  now: Date,
  incidents: readonly SportIncident[] = [],
): Promise<void> {
  const detail = await sportsbookEvents.eventDetail(tx, eventId, 'tr', now);
  if (!detail) return;
  const topic = eventTopic(eventId);
  for (const incident of incidents)
    say({ topic, payload: { type: 'event.incident', eventId, incident } });
  say({
    topic,
    payload: {
      type: 'event.update',
      eventId,
      version: detail.version,
      state: detail.state,
      suspended: detail.suspended,
      live: detail.live,
      markets: detail.markets,
    },
  });
}
