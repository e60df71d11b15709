import type { SupportConversationView, SupportMessageView } from '../methods/support.ts';

/**
 * Live support's topics. `support:<conversation id>`: one conversation, for its player (the
 * guest cookie or the session) and operators. `support:queue`: operators only; it says that
 * the queue changed, and the console reads it again.
 */
export const SUPPORT_QUEUE_TOPIC = 'support:queue' as const;

export interface SupportMessagePayload {
  type: 'support.message';
  conversationId: string;
  message: SupportMessageView;
}

/** Someone is typing; shown for a few seconds unless repeated. */
export interface SupportTypingPayload {
  type: 'support.typing';
  conversationId: string;
  who: 'player' | 'operator';
}

export interface SupportReadPayload {
  type: 'support.read';
  conversationId: string;
  reader: 'player' | 'operator';
  upTo: number;
}

/** Assigned to an operator, or closed. */
export interface SupportStatusPayload {
  type: 'support.status';
  conversationId: string;
  status: 'open' | 'closed';
  operatorName: string | null;
}

export interface SupportQueueChangedPayload {
  type: 'support.queue-changed';
  conversationId: string;
}

export type SupportEvent =
  | SupportMessagePayload
  | SupportTypingPayload
  | SupportReadPayload
  | SupportStatusPayload
  | SupportQueueChangedPayload;

export type SupportSnapshot =
  | { type: 'support.conversation'; conversation: SupportConversationView }
  | { type: 'support.queue'; open: number };
