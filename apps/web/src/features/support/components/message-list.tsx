import type { SupportConversationView } from '@lale/contract/methods/support';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { screenshotUrl } from '../api/support-api.ts';
import classes from './support-widget.module.css';

const timeOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleTimeString(lang === 'en' ? 'en-GB' : 'tr-TR', {
    hour: '2-digit',
    minute: '2-digit',
  });

/** The conversation: the player's messages on the right with ✓ (sent) or ✓✓ (read). */
export function MessageList({
  conversation,
  agentTyping,
}: {
  conversation: SupportConversationView | null;
  agentTyping: boolean;
}) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const count = conversation?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, agentTyping]);

  return (
    <div className={classes.messages}>
      <Stack gap="xs" p="xs" role="log" aria-live="polite" data-testid="support-messages">
        {count === 0 ? (
          <Text size="sm" c="dimmed" data-testid="support-empty">
            {t('support.empty')}
          </Text>
        ) : null}
        {conversation?.messages.map((message) => {
          const mine = message.author === 'player';
          const read = mine && message.id <= conversation.operatorReadUpTo;
          return (
            <Box
              key={message.id}
              style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
              data-testid={mine ? 'support-message-mine' : 'support-message-agent'}
            >
              <Paper
                p="xs"
                radius="md"
                bg={
                  mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'
                }
              >
                {mine ? null : (
                  <Text size="xs" fw={600}>
                    {message.operatorName ?? t('support.agent')}
                  </Text>
                )}
                {message.text ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.text}
                  </Text>
                ) : null}
                {message.attachment ? (
                  <a href={screenshotUrl(message.attachment.id)} target="_blank" rel="noreferrer">
                    <img
                      src={screenshotUrl(message.attachment.id)}
                      alt={t('support.screenshot')}
                      style={{
                        maxWidth: '100%',
                        maxHeight: 180,
                        borderRadius: 6,
                        display: 'block',
                      }}
                    />
                  </a>
                ) : null}
              </Paper>
              <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                {timeOf(message.at, i18n.language)}
                {mine ? (
                  <span
                    data-testid="support-mark"
                    data-read={read ? 'true' : 'false'}
                    aria-label={
                      message.emailed
                        ? t('support.emailed')
                        : read
                          ? t('support.read')
                          : t('support.sent')
                    }
                    title={
                      message.emailed
                        ? t('support.emailed')
                        : read
                          ? t('support.read')
                          : t('support.sent')
                    }
                    style={{
                      marginInlineStart: 4,
                      color: read ? 'var(--mantine-color-blue-6)' : undefined,
                    }}
                  >
                    {message.emailed ? '✉' : read ? '✓✓' : '✓'}
                  </span>
                ) : null}
              </Text>
            </Box>
          );
        })}
        {agentTyping ? (
          <Text size="xs" c="dimmed" fs="italic" data-testid="support-typing">
            {t('support.typing')}
          </Text>
        ) : null}
        <div ref={end} />
      </Stack>
    </div>
  );
}
