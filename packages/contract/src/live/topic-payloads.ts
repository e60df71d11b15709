import type { CrashEvent, CrashSnapshot } from './crash-payloads.ts';
import type { LiveTableEvent, LiveTableSnapshot } from '../live-tables/events.ts';
import type { BigWinPayload, BigWinsSnapshot } from './feed-payloads.ts';
import type { PlayerEvent, PlayerSnapshot } from './player-payloads.ts';
import type { SportEventMessage, SportEventSnapshot } from './sports-payloads.ts';
import type { SupportEvent, SupportSnapshot } from './support-payloads.ts';
import type { TournamentEvent, TournamentSnapshot } from './tournament-payloads.ts';
import type { ParsedTopic, TopicKind } from './topics.ts';

/** What each kind of topic carries; payloads are discriminated by `type` across all topics. */
export interface TopicPayloads {
  player: { event: PlayerEvent; snapshot: PlayerSnapshot };
  game: { event: CrashEvent; snapshot: CrashSnapshot };
  table: { event: LiveTableEvent; snapshot: LiveTableSnapshot };
  event: { event: SportEventMessage; snapshot: SportEventSnapshot };
  feed: { event: BigWinPayload; snapshot: BigWinsSnapshot };
  support: { event: SupportEvent; snapshot: SupportSnapshot };
  tournament: { event: TournamentEvent; snapshot: TournamentSnapshot };
}

export type TopicOfKind<K extends TopicKind> = Extract<ParsedTopic, { kind: K }>['topic'];
export type TopicEventPayload<K extends TopicKind = TopicKind> = TopicPayloads[K]['event'];
export type TopicSnapshotPayload<K extends TopicKind = TopicKind> = TopicPayloads[K]['snapshot'];
