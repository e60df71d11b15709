import type {
  SportEventUpdatePayload,
  SportIncidentPayload,
} from '@lale/contract/live/sports-payloads';
import type {
  SportEventDetail,
  SportEventSummary,
  SportLiveScore,
} from '@lale/contract/methods/sportsbook';

/** The headline market of a list row: 1X2 or match winner. */
const MAIN_TYPES = new Set([
  'football.match_result',
  'basketball.match_winner',
  'tennis.match_winner',
  'volleyball.match_winner',
]);

/**
 * An `event.update` onto the event a page shows, only when its version is newer (updates can
 * arrive after a fresher snapshot or reply). Returns the same object when nothing applies.
 */
export function applyEventUpdate<E extends SportEventSummary | SportEventDetail>(
  event: E,
  update: SportEventUpdatePayload,
): E {
  if (update.eventId !== event.id || update.version <= event.version) return event;
  const next = {
    ...event,
    version: update.version,
    state: update.state,
    suspended: update.suspended,
    live: update.live,
    mainMarket: update.markets.find((m) => MAIN_TYPES.has(m.type)) ?? event.mainMarket,
    marketCount: update.markets.length,
  };
  return 'markets' in event ? { ...next, markets: update.markets } : next;
}

/** An incident once: the page's list of goals grows, never repeats one. */
export function applyIncident(
  event: SportEventDetail,
  message: SportIncidentPayload,
): SportEventDetail {
  if (message.eventId !== event.id) return event;
  const { incident } = message;
  const known = event.incidents.some(
    (i) =>
      i.minute === incident.minute &&
      i.side === incident.side &&
      i.score.home === incident.score.home &&
      i.score.away === incident.score.away,
  );
  return known ? event : { ...event, incidents: [...event.incidents, incident] };
}

/**
 * The `event:live` list after one changed row: a newer version replaces the row, a new live
 * event joins, and one no longer live leaves.
 */
export function applyLiveRow(
  list: readonly SportEventSummary[],
  row: SportEventSummary,
): SportEventSummary[] {
  const index = list.findIndex((e) => e.id === row.id);
  if (row.state !== 'live') return index < 0 ? [...list] : list.filter((e) => e.id !== row.id);
  if (index < 0) return [...list, row];
  if (list[index]!.version >= row.version) return [...list];
  return list.map((e, i) => (i === index ? row : e));
}

/**
 * The match clock: the minute the server gave, ticking on from its time `at` while the ball
 * is in play (1H up to 45+, 2H up to 90+); null when there is no running clock.
 */
export function liveMinute(live: SportLiveScore | null, now: number): number | null {
  if (!live || live.minute === null) return null;
  if (live.period !== '1H' && live.period !== '2H') return live.minute;
  const elapsed = Math.max(0, Math.floor((now - live.at) / 60_000));
  const cap = live.period === '1H' ? 45 : 90;
  return Math.min(live.minute + elapsed, Math.max(cap, live.minute));
}
