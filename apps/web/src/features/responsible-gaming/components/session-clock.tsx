import { Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/lib/use-now.ts';
import { sessionSummaryQuery } from '../api/session-summary.ts';
import { formatElapsed } from '../lib/format.ts';

const ClockIcon = () => (
  <svg
    width={14}
    height={14}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

/** The header's session clock: time since this sign-in, ticking every second. */
export function SessionClock() {
  const { t } = useTranslation();
  const { data } = useQuery(sessionSummaryQuery());
  const now = useNow(1000);
  if (!data?.result) return null;
  const time = formatElapsed(now - Date.parse(data.data.startedAt));
  return (
    <Group
      gap={4}
      wrap="nowrap"
      c="dimmed"
      role="timer"
      aria-label={t('rg.sessionClockLabel', { time })}
      aria-live="off"
      data-testid="session-clock"
    >
      {/* A phone's header is full: the digits alone say it there. */}
      <Box visibleFrom="xs" display="flex">
        <ClockIcon />
      </Box>
      <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {time}
      </Text>
    </Group>
  );
}
