import type { CrashEvent, CrashSnapshot } from './crash-payloads.ts';
import type { BigWinPayload, BigWinsSnapshot } from './feed-payloads.ts';
import type { PlayerEvent, PlayerSnapshot } from './player-payloads.ts';
import type { SportEventMessage, SportEventSnapshot } from './sports-payloads.ts';
import type { SupportEvent, SupportSnapshot } from './support-payloads.ts';
import type { ParsedTopic, TopicKind } from './topics.ts';

/** Placeholder until live tables declare their messages. */
export interface UndeclaredPayload<Prefix extends string> {
  type: `${Prefix}.${string}`;
  [field: string]: unknown;
}

/** What each kind of topic carries; payloads are discriminated by `type` across all topics. */
export interface TopicPayloads {
  player: { event: PlayerEvent; snapshot: PlayerSnapshot };
  game: { event: CrashEvent; snapshot: CrashSnapshot };
  table: { event: UndeclaredPayload<'table'>; snapshot: UndeclaredPayload<'table'> };
  event: { event: SportEventMessage; snapshot: SportEventSnapshot };
  feed: { event: BigWinPayload; snapshot: BigWinsSnapshot };
  support: { event: SupportEvent; snapshot: SupportSnapshot };
}

export type TopicOfKind<K extends TopicKind> = Extract<ParsedTopic, { kind: K }>['topic'];
export type TopicEventPayload<K extends TopicKind = TopicKind> = TopicPayloads[K]['event'];
export type TopicSnapshotPayload<K extends TopicKind = TopicKind> = TopicPayloads[K]['snapshot'];
