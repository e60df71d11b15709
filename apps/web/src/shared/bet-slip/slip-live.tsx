import type { SportEventUpdatePayload } from '@lale/contract/live/sports-payloads';
import type { SportEventDetail } from '@lale/contract/methods/sportsbook';
import { eventTopic } from '@lale/contract/live/topics';
import { useLiveTopic } from '../live/use-live-topic.ts';
import { applyEventMarkets, useSlip } from './slip-store.ts';

const isOpen = (state: string) => state === 'scheduled' || state === 'live';

function apply(event: SportEventDetail | SportEventUpdatePayload, eventId: string) {
  applyEventMarkets(eventId, {
    version: event.version,
    suspended: event.suspended,
    open: isOpen(event.state),
    markets: event.markets,
  });
}

/** Follows one event of the slip: its odds and states move the slip's picks. */
function EventWatcher({ eventId }: { eventId: string }) {
  useLiveTopic(eventTopic(eventId), (message) => {
    const payload = message.payload;
    if (payload.type === 'event.snapshot') apply(payload.event, eventId);
    else if (payload.type === 'event.update') apply(payload, eventId);
  });
  return null;
}

/** The slip's events on the live channel, one topic per event, while the slip is shown. */
export function SlipLive() {
  const ids = useSlip((state) => state.selections.map((s) => s.eventId).join(' '));
  const unique = [...new Set(ids.split(' ').filter(Boolean))];
  return (
    <>
      {unique.map((id) => (
        <EventWatcher key={id} eventId={id} />
      ))}
    </>
  );
}
