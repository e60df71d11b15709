import type { VirtualEventResult } from '@lale/contract/methods/virtuals';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '../lib/sha256.ts';
import classes from './virtuals.module.css';

/** A finished match's proof: the hash published before betting, the seeds, a check in the browser. */
export function FairCheck({ event }: { event: VirtualEventResult }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<'match' | 'mismatch' | null>(null);
  const seed = event.serverSeed;
  return (
    <Stack gap={4} data-testid="vf-fair">
      <Text size="xs" fw={700}>
        {t('virtuals.football.fair.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('virtuals.football.fair.hash')}
      </Text>
      <Text className={classes.mono} data-testid="vf-fair-hash">
        {event.serverSeedHash}
      </Text>
      <Text size="xs" c="dimmed">
        {t('virtuals.football.fair.seed')}
      </Text>
      <Text className={classes.mono} data-testid="vf-fair-seed">
        {seed ?? t('virtuals.football.fair.hidden')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('virtuals.football.fair.clientSeed')}
      </Text>
      <Text className={classes.mono}>{event.clientSeed}</Text>
      <Text size="xs">{t('virtuals.football.fair.howTo')}</Text>
      {seed ? (
        <Button
          size="compact-sm"
          variant="light"
          color="tulip"
          data-testid="vf-fair-check"
          onClick={() =>
            void sha256Hex(seed).then((hash) =>
              setVerdict(hash === event.serverSeedHash ? 'match' : 'mismatch'),
            )
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {t('virtuals.football.fair.check')}
        </Button>
      ) : null}
      {verdict ? (
        <Text
          size="sm"
          fw={700}
          c={verdict === 'match' ? 'green' : 'red'}
          data-testid="vf-fair-verdict"
          role="status"
        >
          {verdict === 'match'
            ? `✓ ${t('virtuals.football.fair.matches')}`
            : t('virtuals.football.fair.mismatch')}
        </Text>
      ) : null}
    </Stack>
  );
}
