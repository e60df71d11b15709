import { SUPPORT_QUEUE_TOPIC, type SupportEvent } from '@lale/contract/live/support-payloads';
import type { ParsedTopic } from '@lale/contract/live/topics';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { LivePeer } from '../../platform/live/live-hub.ts';
import { presentConversation } from './support.presenter.ts';
import { supportRepository as repo } from './support.repository.ts';

export type SupportPublish = (topic: string, payload: SupportEvent) => Promise<unknown>;

/** Publishes on the live channel once it is composed (it is built after the RPC route). */
export class SupportLive {
  private publisher: SupportPublish | null = null;

  connect(publish: SupportPublish): void {
    this.publisher = publish;
  }

  /** A lost event is not an error: the widget and the console read the state again. */
  publish(conversationId: string, payload: SupportEvent): void {
    void this.publisher?.(`support:${conversationId}`, payload)?.catch(() => undefined);
  }

  queueChanged(conversationId: string): void {
    void this.publisher?.(SUPPORT_QUEUE_TOPIC, {
      type: 'support.queue-changed',
      conversationId,
    })?.catch(() => undefined);
  }
}

/**
 * The participants of `support:<id>`: that conversation's player (by session) or guest (by
 * the live support cookie). Operators follow it by permission (the contract's TOPIC_FOLLOWERS).
 */
export function supportParticipant(db: Db) {
  return async (topic: ParsedTopic, peer: LivePeer): Promise<boolean> => {
    if (topic.kind !== 'support' || topic.topic === SUPPORT_QUEUE_TOPIC) return false;
    const row = await repo.byPublicId(db, topic.conversationId).catch(() => undefined);
    if (!row) return false;
    if (row.user_id !== null) return peer.uid === row.user_id;
    return peer.supportGuest != null && peer.supportGuest === row.guest_token_hash;
  };
}

/** A newcomer's view: the whole conversation, or the count of open ones for the queue. */
export function supportSnapshot(db: Db) {
  return async (topic: ParsedTopic) => {
    if (topic.kind !== 'support') return null;
    if (topic.conversationId === 'queue') {
      const [row] = rowsOf<{ open: number }>(
        await db.execute(sql`select count(*)::int as open from support_conversations
          where status = 'open'`),
      );
      return { type: 'support.queue' as const, open: Number(row?.open ?? 0) };
    }
    const row = await repo.byPublicId(db, topic.conversationId);
    if (!row) return null;
    return {
      type: 'support.conversation' as const,
      conversation: presentConversation(row, await repo.messages(db, row.id)),
    };
  };
}
