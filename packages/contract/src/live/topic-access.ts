import type { Permission } from '../backoffice-permissions.ts';
import { SUPPORT_QUEUE_TOPIC } from './support-payloads.ts';
import type { ParsedTopic, TopicKind } from './topics.ts';

/**
 * Someone who may follow a topic: `anyone` (guests included); `self`, the signed-in player on
 * their own channel; `participant`, the conversation's own player (by session) or guest (by
 * the live support cookie); an `operator` holding `permission`, the same one HTTP checks.
 */
export type TopicFollower =
  | { who: 'anyone' }
  | { who: 'self' }
  | { who: 'participant' }
  | { who: 'operator'; permission: Permission };

/** Topics are declared per kind; `support:queue` is declared apart from the conversations. */
export type TopicAudience =
  Exclude<TopicKind, 'support'> | 'support-conversation' | 'support-queue';

const ANYONE: readonly TopicFollower[] = [{ who: 'anyone' }];
const SUPPORT_DESK: TopicFollower = { who: 'operator', permission: 'support.answer' };

/** Who may follow each topic: the server checks this on every subscribe, and again when a session ends or changes. */
export const TOPIC_FOLLOWERS: Readonly<Record<TopicAudience, readonly TopicFollower[]>> = {
  player: [{ who: 'self' }],
  game: ANYONE,
  table: ANYONE,
  event: ANYONE,
  feed: ANYONE,
  tournament: ANYONE,
  'support-conversation': [{ who: 'participant' }, SUPPORT_DESK],
  'support-queue': [SUPPORT_DESK],
};

export function audienceOf(topic: ParsedTopic): TopicAudience {
  if (topic.kind !== 'support') return topic.kind;
  return topic.topic === SUPPORT_QUEUE_TOPIC ? 'support-queue' : 'support-conversation';
}

export function followersOf(topic: ParsedTopic): readonly TopicFollower[] {
  return TOPIC_FOLLOWERS[audienceOf(topic)];
}
