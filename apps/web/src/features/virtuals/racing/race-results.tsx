import type { RaceCard, RacingProductKey } from '@lale/contract/methods/racing';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import { sha256Hex } from '../lib/sha256.ts';
import { useRaceResults } from './racing-queries.ts';
import { RunnerBadge } from './runner-badge.tsx';
import classes from './racing.module.css';

/** The finishing order of a race, winner first, with names. */
export function FinishOrder({ product, race }: { product: RacingProductKey; race: RaceCard }) {
  return (
    <ol className={classes.order} data-testid="race-order">
      {(race.order ?? []).map((n) => (
        <li key={n}>
          <RunnerBadge product={product} number={n} />
          <span>{race.runners[n - 1]?.name}</span>
        </li>
      ))}
    </ol>
  );
}

/** The hash published before betting, the seeds once revealed, and a check in the browser. */
export function RaceFairness({ race }: { race: RaceCard }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const seed = race.serverSeed;
  return (
    <Stack gap={4} data-testid="race-fair">
      <Text size="xs" fw={700}>
        {t('racingScreen.fair.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('racingScreen.fair.hash')}
      </Text>
      <Text className={classes.mono}>{race.serverSeedHash}</Text>
      <Text size="xs" c="dimmed">
        {t('racingScreen.fair.seed')}
      </Text>
      <Text className={classes.mono} data-testid="race-fair-seed">
        {seed ?? t('racingScreen.fair.hidden')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('racingScreen.fair.clientSeed')}
      </Text>
      <Text className={classes.mono}>{race.clientSeed}</Text>
      <Text size="xs">{t('racingScreen.fair.howTo')}</Text>
      {seed ? (
        <Button
          size="compact-sm"
          variant="light"
          color="tulip"
          style={{ alignSelf: 'flex-start' }}
          data-testid="race-fair-check"
          onClick={() => void sha256Hex(seed).then((h) => setVerdict(h === race.serverSeedHash))}
        >
          {t('racingScreen.fair.check')}
        </Button>
      ) : null}
      {verdict !== null ? (
        <Text size="sm" fw={700} c={verdict ? 'green' : 'red'} role="status">
          {verdict ? `✓ ${t('racingScreen.fair.matches')}` : t('racingScreen.fair.differs')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The results archive: finished races, newest first, each with its order and its proof. */
export function RaceResults({ product }: { product: RacingProductKey }) {
  const { t, i18n } = useTranslation();
  const query = useRaceResults(product);
  const races = allItems(query.data?.pages);
  const [open, setOpen] = useState<string | null>(null);
  if (query.isSuccess && races.length === 0)
    return <Text c="dimmed">{t('racingScreen.noResults')}</Text>;
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
  });
  return (
    <Stack gap="sm" data-testid="race-results">
      {races.map((race) => (
        <div key={race.eventId} className={classes.resultItem} data-testid="race-result">
          <button
            type="button"
            className={classes.resultHead}
            aria-expanded={open === race.eventId}
            onClick={() => setOpen(open === race.eventId ? null : race.eventId)}
          >
            <b>{t('racingScreen.race', { no: race.raceNo })}</b>
            <span className={classes.resultTime}>{time.format(new Date(race.startsAt))}</span>
            <span className={classes.resultTop}>
              {(race.order ?? []).slice(0, 3).map((n) => (
                <RunnerBadge key={n} product={product} number={n} />
              ))}
            </span>
          </button>
          {open === race.eventId ? (
            <Stack gap="sm" p="sm">
              <FinishOrder product={product} race={race} />
              <RaceFairness race={race} />
            </Stack>
          ) : null}
        </div>
      ))}
      {query.hasNextPage ? (
        <Button variant="subtle" color="tulip" onClick={() => void query.fetchNextPage()}>
          {t('racingScreen.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
