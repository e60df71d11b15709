import { eventTopic } from '@lale/contract/live/topics';
import {
  LIVE_EVENTS_TOPIC,
  type SportIncidentPayload,
  type SportLiveRowPayload,
  type SportEventUpdatePayload,
} from '@lale/contract/live/sports-payloads';
import type { SportIncident } from '@lale/contract/methods/sportsbook';
import { afterCommit, type Db } from '../../../db/client.ts';
import { eventDetail } from '../events/event-views.ts';

export type Publish = (topic: string, payload: unknown) => Promise<unknown>;

/**
 * After the caller's transaction commits: the event's new state on `event:<id>`
 * (`event.incident` for each new goal first, then `event.update`) and its row on `event:live`
 * (`event.live-row`, also when it leaves the list as finished). Read inside the transaction, so
 * the payloads are what was committed. Topics carry Turkish league names; clients that show
 * English take names from get_event.
 */
export async function announceEvent(
  tx: Db,
  publish: Publish,
  eventId: string,
  sportsNow: Date,
  incidents: readonly SportIncident[] = [],
): Promise<void> {
  const detail = await eventDetail(tx, eventId, 'tr', sportsNow);
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
  const { markets: _markets, incidents: _incidents, ...summaryFields } = detail;
  const row: SportLiveRowPayload = {
    type: 'event.live-row',
    event: {
      id: summaryFields.id,
      sport: summaryFields.sport,
      leagueId: summaryFields.leagueId,
      leagueName: summaryFields.leagueName,
      countryCode: summaryFields.countryCode,
      home: summaryFields.home,
      away: summaryFields.away,
      startsAt: summaryFields.startsAt,
      state: summaryFields.state,
      suspended: summaryFields.suspended,
      live: summaryFields.live,
      mainMarket: summaryFields.mainMarket,
      marketCount: summaryFields.marketCount,
      version: summaryFields.version,
    },
  };
  const send = (t: string, payload: unknown) => void publish(t, payload).catch(() => undefined);
  afterCommit(tx, () => {
    for (const incident of incidents) {
      const message: SportIncidentPayload = { type: 'event.incident', eventId, incident };
      send(topic, message);
    }
    send(topic, update);
    send(LIVE_EVENTS_TOPIC, row);
  });
}
