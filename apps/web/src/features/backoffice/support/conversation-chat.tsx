import type { SupportOperatorConversation } from '@lale/contract/backoffice-support';
import type { TopicMessage } from '@lale/contract/live/live-client';
import {
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveTopic } from '../../../shared/live/use-live-topic.ts';
import {
  cannedAnswersQuery,
  conversationAction,
  markConversationRead,
  operatorScreenshotUrl,
  replyToConversation,
  supportConversationQuery,
} from './support-console-api.ts';

const TYPING_SHOWN_MS = 4_000;

/** One conversation: its messages live, typing and read marks, the answer box, take and close. */
export function ConversationChat({ detail }: { detail: SupportOperatorConversation }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const canned = useQuery(cannedAnswersQuery());
  const { conversation } = detail;
  const id = conversation.id;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [playerTyping, setPlayerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTyping = useRef(0);
  const refresh = () =>
    client.invalidateQueries({ queryKey: supportConversationQuery(id).queryKey });

  useLiveTopic(
    conversation.status === 'open' ? detail.topic : null,
    (message: TopicMessage<`support:${string}`>) => {
      if (message.type === 'snapshot') return;
      const payload = message.payload;
      if (payload.type === 'support.typing') {
        if (payload.who !== 'player') return;
        setPlayerTyping(true);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPlayerTyping(false), TYPING_SHOWN_MS);
        return;
      }
      if (payload.type === 'support.message') setPlayerTyping(false);
      void refresh();
    },
  );

  const newestPlayer = conversation.messages.findLast((m) => m.author === 'player')?.id ?? 0;
  useEffect(() => {
    if (newestPlayer > conversation.operatorReadUpTo) void markConversationRead(id, newestPlayer);
  }, [id, newestPlayer, conversation.operatorReadUpTo]);

  const end = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take
  // for the effect's cleanup and call.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [conversation.messages.length]);

  async function act(action: 'support.assign' | 'support.close') {
    const reply = await conversationAction(id, action);
    setError(reply.result ? null : reply.message);
    await refresh();
    await client.invalidateQueries({ queryKey: ['backoffice', 'support', 'queue'] });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    const reply = await replyToConversation(id, text);
    if (!reply.result) return setError(reply.message);
    setError(null);
    setText('');
    await refresh();
  }

  const open = conversation.status === 'open';
  const answers = (canned.data?.result ? canned.data.data.items : []).filter(
    (answer) => answer.lang === (i18n.language === 'en' ? 'en' : 'tr'),
  );
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
      dateStyle: 'short',
      timeStyle: 'short',
    });

  return (
    <Paper withBorder p="sm" data-testid="bo-support-chat">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" data-testid="bo-support-assignment">
            {detail.assignedToMe
              ? t('boSupport.assignedToMe')
              : detail.assignedTo
                ? t('boSupport.assignedTo', { name: detail.assignedTo })
                : t('boSupport.unassigned')}
          </Text>
          {open ? (
            <Group gap="xs">
              {detail.assignedToMe ? null : (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void act('support.assign')}
                  data-testid="bo-support-assign"
                >
                  {t('boSupport.assignToMe')}
                </Button>
              )}
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => void act('support.close')}
                data-testid="bo-support-close"
              >
                {t('boSupport.closeConversation')}
              </Button>
            </Group>
          ) : (
            <Badge color="gray">
              {t('boSupport.closedAt', {
                date: time(conversation.closedAt ?? conversation.createdAt),
              })}
            </Badge>
          )}
        </Group>
        {error ? (
          <Alert color="red" variant="light" p={6} role="alert">
            {error}
          </Alert>
        ) : null}
        <ScrollArea h={380} type="auto">
          <Stack gap={6} role="log" data-testid="bo-support-messages">
            {conversation.messages.map((message) => {
              const player = message.author === 'player';
              const read = !player && message.id <= conversation.playerReadUpTo;
              return (
                <Paper
                  key={message.id}
                  p="xs"
                  radius="md"
                  maw="85%"
                  style={{ alignSelf: player ? 'flex-start' : 'flex-end' }}
                  bg={
                    player
                      ? 'var(--mantine-color-default-hover)'
                      : 'var(--mantine-primary-color-light)'
                  }
                  data-testid={player ? 'bo-support-message-player' : 'bo-support-message-operator'}
                >
                  <Text size="xs" c="dimmed">
                    {player ? t('boSupport.player') : (message.operatorName ?? '')} ·{' '}
                    {time(message.at)}
                    {message.emailed ? ` · ${t('boSupport.emailed')}` : ''}
                    {player ? null : (
                      <span
                        title={read ? t('boSupport.read') : t('boSupport.sent')}
                        aria-label={read ? t('boSupport.read') : t('boSupport.sent')}
                        style={{ marginInlineStart: 4 }}
                      >
                        {read ? '✓✓' : '✓'}
                      </span>
                    )}
                  </Text>
                  {message.text ? (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.text}
                    </Text>
                  ) : null}
                  {message.attachment ? (
                    <a
                      href={operatorScreenshotUrl(message.attachment.id)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      <img
                        src={operatorScreenshotUrl(message.attachment.id)}
                        alt=""
                        style={{
                          maxWidth: '100%',
                          maxHeight: 220,
                          display: 'block',
                          borderRadius: 6,
                        }}
                      />
                    </a>
                  ) : null}
                </Paper>
              );
            })}
            {playerTyping ? (
              <Text size="xs" c="dimmed" fs="italic" data-testid="bo-support-typing">
                {t('boSupport.typing')}
              </Text>
            ) : null}
            <div ref={end} />
          </Stack>
        </ScrollArea>
        {open ? (
          <Group component="form" onSubmit={send} gap="xs" wrap="nowrap">
            <Menu position="top-start" withinPortal>
              <Menu.Target>
                <Button size="sm" variant="default" data-testid="bo-support-canned">
                  {t('boSupport.canned')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {answers.length === 0 ? <Menu.Label>{t('boSupport.cannedNone')}</Menu.Label> : null}
                {answers.map((answer) => (
                  <Menu.Item key={answer.id} onClick={() => setText(answer.body)}>
                    {answer.title}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('boSupport.reply')}
              placeholder={t('boSupport.reply')}
              value={text}
              maxLength={2000}
              onChange={(e) => {
                setText(e.currentTarget.value);
                if (Date.now() - lastTyping.current > 3_000) {
                  lastTyping.current = Date.now();
                  void conversationAction(id, 'support.typing');
                }
              }}
              data-testid="bo-support-reply"
            />
            <Button type="submit" data-testid="bo-support-send">
              {t('boSupport.send')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
