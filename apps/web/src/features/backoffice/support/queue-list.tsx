import type { SupportQueueItem } from '@lale/contract/backoffice-support';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));

/** Open conversations (waiting first, with how long) or closed transcripts, to pick one. */
export function QueueList({
  items,
  selected,
  onSelect,
  empty,
  now,
}: {
  items: SupportQueueItem[];
  selected: string | null;
  onSelect: (id: string) => void;
  empty: string;
  /** When the list was read: waiting times count to it. */
  now: number;
}) {
  const { t, i18n } = useTranslation();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm" data-testid="bo-support-queue-empty">
        {empty}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="bo-support-queue">
      {items.map((item) => (
        <UnstyledButton
          key={item.id}
          onClick={() => onSelect(item.id)}
          p="xs"
          aria-current={item.id === selected ? 'true' : undefined}
          style={{
            borderRadius: 8,
            border: '1px solid var(--mantine-color-default-border)',
            background: item.id === selected ? 'var(--mantine-primary-color-light)' : undefined,
          }}
          data-testid="bo-support-queue-item"
          data-id={item.id}
        >
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {item.who}
            </Text>
            {item.guest ? (
              <Badge size="xs" variant="outline">
                {t('boSupport.guest')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {item.lastText}
          </Text>
          <Group gap={4} mt={2}>
            {item.status === 'closed' ? (
              <Text size="xs" c="dimmed">
                {t('boSupport.closedAt', {
                  date: new Date(item.closedAt ?? item.lastMessageAt).toLocaleString(
                    i18n.language === 'en' ? 'en-GB' : 'tr-TR',
                  ),
                })}
              </Text>
            ) : item.waitingSince ? (
              <Badge size="xs" color="orange" data-testid="bo-support-waiting">
                {minutesSince(item.waitingSince, now) === 0
                  ? t('boSupport.waitingNow')
                  : t('boSupport.waiting', { minutes: minutesSince(item.waitingSince, now) })}
              </Badge>
            ) : (
              <Badge size="xs" color="green">
                {t('boSupport.answered')}
              </Badge>
            )}
            {item.unread > 0 ? (
              <Badge size="xs" color="red" circle>
                {item.unread}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed">
              {item.assignedTo
                ? t('boSupport.assignedTo', { name: item.assignedTo })
                : t('boSupport.unassigned')}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
