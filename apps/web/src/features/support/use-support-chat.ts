import type { TopicMessage } from '@lale/contract/live/live-client';
import type { SupportConversationView, SupportMessageView } from '@lale/contract/methods/support';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getLiveClient } from '../../shared/live/live-connection.ts';
import { useLiveTopic } from '../../shared/live/use-live-topic.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { markSupportRead, sendTyping, supportStateQuery } from './api/support-api.ts';

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 3_000;

function withMessage(
  conversation: SupportConversationView,
  message: SupportMessageView,
): SupportConversationView {
  if (conversation.messages.some((known) => known.id === message.id)) return conversation;
  const messages = [...conversation.messages, message].sort((a, b) => a.id - b.id);
  return { ...conversation, messages };
}

/**
 * The widget's conversation: read when the panel opens, then kept current by the live topic
 * (messages, typing, read marks, closing). Marks the agent's messages read while open.
 */
export function useSupportChat(open: boolean) {
  const client = useQueryClient();
  const signedIn = useAppStore((state) => state.userSession !== null);
  const state = useQuery({ ...supportStateQuery(), enabled: open });
  const conversation = state.data?.conversation ?? null;
  // Live changes go into the cached state, so that a refetch and the socket agree.
  const setConversation = useCallback(
    (change: (now: SupportConversationView | null) => SupportConversationView | null) =>
      client.setQueryData(supportStateQuery().queryKey, (old) =>
        old ? { ...old, conversation: change(old.conversation) } : old,
      ),
    [client],
  );
  const [agentTyping, setAgentTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);

  const topic =
    open && conversation && conversation.status === 'open'
      ? (`support:${conversation.id}` as const)
      : null;

  useLiveTopic(topic ?? null, (message: TopicMessage<`support:${string}`>) => {
    const payload = message.payload;
    if (payload.type === 'support.conversation') return setConversation(() => payload.conversation);
    if (payload.type === 'support.message') {
      setConversation((now) => (now ? withMessage(now, payload.message) : now));
      if (payload.message.author === 'operator') setAgentTyping(false);
    } else if (payload.type === 'support.typing' && payload.who === 'operator') {
      setAgentTyping(true);
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
    } else if (payload.type === 'support.read' && payload.reader === 'operator') {
      setConversation((now) => now && { ...now, operatorReadUpTo: payload.upTo });
    } else if (payload.type === 'support.status') {
      setConversation(
        (now) => now && { ...now, status: payload.status, operatorName: payload.operatorName },
      );
    }
  });

  // The agent's newest message is read once the panel shows it.
  const newestAgent = conversation?.messages.findLast((m) => m.author !== 'player')?.id ?? 0;
  useEffect(() => {
    if (!open || !conversation || newestAgent <= conversation.playerReadUpTo) return;
    setConversation((now) => now && { ...now, playerReadUpTo: newestAgent });
    void markSupportRead(newestAgent).catch(() => undefined);
  }, [open, conversation, newestAgent, setConversation]);

  /** A message the server stored: shown at once; a guest's first one reconnects the channel. */
  const stored = useCallback(
    (next: SupportConversationView, message: SupportMessageView) => {
      const isNew = conversation?.id !== next.id;
      setConversation(() => withMessage(next, message));
      // The guest cookie arrived with this reply: the live channel must reconnect to show it.
      if (isNew && !signedIn) getLiveClient().reconnect();
    },
    [conversation?.id, signedIn, setConversation],
  );

  const typing = useCallback(() => {
    if (!conversation || conversation.status !== 'open') return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    void sendTyping().catch(() => undefined);
  }, [conversation]);

  return {
    loading: state.isPending && open,
    online: state.data?.online ?? true,
    contacts: state.data?.contacts ?? [],
    conversation,
    agentTyping,
    signedIn,
    stored,
    typing,
  };
}
