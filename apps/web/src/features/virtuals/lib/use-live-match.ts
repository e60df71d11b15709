import { eventTopic } from '@lale/contract/live/topics';
import type {
  SportEventState,
  SportIncident,
  SportLiveScore,
} from '@lale/contract/methods/sportsbook';
import { useState } from 'react';
import { useLiveTopic } from '../../../shared/live/use-live-topic.ts';

export interface LiveMatch {
  state: SportEventState;
  live: SportLiveScore | null;
  incidents: SportIncident[];
  version: number;
}

/**
 * Follows `event:<id>` of a virtual match while shown: the snapshot, then updates (newer
 * versions only) and goals as they are shown by the server.
 */
export function useLiveMatch(eventId: string, initial: LiveMatch, follow: boolean): LiveMatch {
  const [match, setMatch] = useState<LiveMatch>(initial);
  useLiveTopic(follow ? eventTopic(eventId) : null, (message) => {
    const payload = message.payload;
    if (payload.type === 'event.snapshot') {
      const e = payload.event;
      setMatch((old) =>
        e.version >= old.version
          ? { state: e.state, live: e.live, incidents: e.incidents, version: e.version }
          : old,
      );
    } else if (payload.type === 'event.update') {
      setMatch((old) =>
        payload.version >= old.version
          ? { ...old, state: payload.state, live: payload.live, version: payload.version }
          : old,
      );
    } else if (payload.type === 'event.incident') {
      setMatch((old) =>
        old.incidents.some(
          (i) =>
            i.minute === payload.incident.minute &&
            i.side === payload.incident.side &&
            i.score.home === payload.incident.score.home &&
            i.score.away === payload.incident.score.away,
        )
          ? old
          : { ...old, incidents: [...old.incidents, payload.incident] },
      );
    }
  });
  return match;
}
