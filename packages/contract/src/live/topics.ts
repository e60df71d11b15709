import { MAX_TOPIC_LENGTH } from './limits.ts';
import { followersOf } from './topic-access.ts';

/** Feeds everybody may follow. */
export const FEEDS = ['big-wins'] as const;
export type Feed = (typeof FEEDS)[number];

/**
 * A topic name on the wire. `player` is the signed-in player's own channel: the server maps
 * it to the session's uid, so no client ever names another player.
 */
export type Topic =
  | 'player'
  | `game:${string}`
  | `table:${string}`
  | `event:${string}`
  | `feed:${Feed}`
  | `support:${string}`
  | `tournament:${string}`;

export type ParsedTopic =
  | { kind: 'player'; topic: 'player' }
  | { kind: 'game'; topic: `game:${string}`; gameId: string }
  | { kind: 'table'; topic: `table:${string}`; tableId: string }
  | { kind: 'event'; topic: `event:${string}`; eventId: string }
  | { kind: 'feed'; topic: `feed:${Feed}`; feed: Feed }
  | { kind: 'support'; topic: `support:${string}`; conversationId: string }
  | { kind: 'tournament'; topic: `tournament:${string}`; tournamentId: string };

export type TopicKind = ParsedTopic['kind'];

/** Ids inside topics: lowercase letters, digits, '-' and '_', starting alphanumeric, ≤ 64. */
const TOPIC_PATTERN =
  /^(?:(player)|feed:(big-wins)|(game|table|event|support|tournament):([a-z0-9][a-z0-9_-]{0,63}))$/;

/** The topic a string names, or null: strict pattern, length-capped, no other characters. */
export function parseTopic(value: unknown): ParsedTopic | null {
  if (typeof value !== 'string' || value.length > MAX_TOPIC_LENGTH) return null;
  const match = TOPIC_PATTERN.exec(value);
  if (!match) return null;
  const [, player, feed, kind, id] = match;
  if (player) return { kind: 'player', topic: 'player' };
  if (feed) return { kind: 'feed', topic: `feed:${feed as Feed}`, feed: feed as Feed };
  if (kind === 'game') return { kind, topic: `game:${id!}`, gameId: id! };
  if (kind === 'table') return { kind, topic: `table:${id!}`, tableId: id! };
  if (kind === 'support') return { kind, topic: `support:${id!}`, conversationId: id! };
  if (kind === 'tournament') return { kind, topic: `tournament:${id!}`, tournamentId: id! };
  return { kind: 'event', topic: `event:${id!}`, eventId: id! };
}

export function isTopic(value: unknown): value is Topic {
  return parseTopic(value) !== null;
}

/** Whether guests may follow the topic (TOPIC_FOLLOWERS says). Unknown strings are not public. */
export function isPublicTopic(topic: string | ParsedTopic): boolean {
  const parsed = typeof topic === 'string' ? parseTopic(topic) : topic;
  return parsed !== null && followersOf(parsed).some((follower) => follower.who === 'anyone');
}

function checked<T extends Topic>(topic: T): T {
  if (!parseTopic(topic)) throw new RangeError(`not a valid topic: ${topic.slice(0, 100)}`);
  return topic;
}

/** Topic names from ids; they throw RangeError on an id the pattern refuses. */
export const gameTopic = (gameId: string) => checked(`game:${gameId}`);
export const tableTopic = (tableId: string) => checked(`table:${tableId}`);
export const eventTopic = (eventId: string) => checked(`event:${eventId}`);
export const supportTopic = (conversationId: string) => checked(`support:${conversationId}`);
export const tournamentTopic = (tournamentId: number) => checked(`tournament:${tournamentId}`);
