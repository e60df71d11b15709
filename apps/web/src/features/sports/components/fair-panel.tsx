import type { SportEventDetail } from '@lale/contract/methods/sportsbook';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './sports.module.css';

/** Provably fair: the seed's hash published before play, the seed once finished, and how to check. */
export function FairPanel({ event }: { event: SportEventDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="fair-panel">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('sports.fair.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('sports.fair.seedHash')}
        </Text>
        <Text className={classes.mono} data-testid="fair-seed-hash">
          {event.serverSeedHash}
        </Text>
        <Text size="xs" c="dimmed">
          {t('sports.fair.seed')}
        </Text>
        <Text className={classes.mono} data-testid="fair-seed">
          {event.serverSeed ?? t('sports.fair.hidden')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('sports.fair.clientSeed')}
        </Text>
        <Text className={classes.mono}>{event.clientSeed}</Text>
        <Text size="sm">{t('sports.fair.howTo')}</Text>
      </Stack>
    </Paper>
  );
}
