import { followersOf } from '@lale/contract/live/topic-access';
import type { ParsedTopic } from '@lale/contract/live/topics';
import type { LivePeer } from './live-peer.ts';

/** Whether the peer takes part in the topic (a support conversation's own player or guest). */
export type ParticipantRule = (topic: ParsedTopic, peer: LivePeer) => Promise<boolean>;

/** Whether the peer is one of the followers the contract declares for the topic. */
export async function mayFollow(
  topic: ParsedTopic,
  peer: LivePeer,
  participant: ParticipantRule | undefined,
): Promise<boolean> {
  for (const follower of followersOf(topic)) {
    if (follower.who === 'anyone') return true;
    if (follower.who === 'self' && peer.uid !== null) return true;
    if (follower.who === 'operator' && peer.operator?.permissions.includes(follower.permission))
      return true;
    if (
      follower.who === 'participant' &&
      participant &&
      (await participant(topic, peer).catch(() => false))
    )
      return true;
  }
  return false;
}
