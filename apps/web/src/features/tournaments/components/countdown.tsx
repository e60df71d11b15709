import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/lib/use-now.ts';

/** Days, hours, minutes and seconds until `target`, ticking every second. */
export function Countdown({ target, skew }: { target: string; skew: number }) {
  const { t } = useTranslation();
  const now = useNow(1_000) + skew;
  const left = Math.max(0, Math.floor((Date.parse(target) - now) / 1_000));
  return (
    <Text fw={800} fz="xl" ff="monospace" data-testid="tournament-countdown">
      {t('tournamentPage.countdown', {
        days: Math.floor(left / 86_400),
        hours: Math.floor((left % 86_400) / 3_600),
        minutes: Math.floor((left % 3_600) / 60),
        seconds: left % 60,
      })}
    </Text>
  );
}
