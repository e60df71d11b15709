import type { SportLiveScore } from '@lale/contract/methods/sportsbook';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/lib/use-now.ts';
import { liveMinute } from '../lib/live-event.ts';
import classes from './sports.module.css';

/** "1. Yarı", "Devre Arası", "2. Set"... or the server's code when we have no name for it. */
export function usePeriodLabel(): (period: string) => string {
  const { t, i18n } = useTranslation();
  return (period) =>
    i18n.exists(`sports.periods.${period}`) ? t(`sports.periods.${period}` as never) : period;
}

/** The running minute and period of an event in play, ticking every few seconds. */
export function LiveClock({ live, size = 'xs' }: { live: SportLiveScore; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const now = useNow(5_000);
  const period = usePeriodLabel();
  const minute = liveMinute(live, now);
  return (
    <Group gap={6} wrap="nowrap" data-testid="live-clock">
      <span className={classes.liveDot} aria-hidden="true" />
      <Text size={size} fw={700} c="red" data-testid="live-minute">
        {minute !== null ? t('sports.minute', { minute }) : t('sports.live')}
      </Text>
      <Text size={size} c="dimmed" data-testid="live-period">
        {period(live.period)}
      </Text>
    </Group>
  );
}
