import type { RaceCard, RacingProductKey } from '@lale/contract/methods/racing';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OddsButton } from '../../../shared/bet-slip/odds-button.tsx';
import { RunnerBadge } from './runner-badge.tsx';
import { slipEvent } from './slip-event.ts';
import classes from './racing.module.css';

/** Forecast and tricast: runners picked in finishing order, each priced onto the slip. */
export function ComboPicker({
  product,
  race,
  raceName,
}: {
  product: RacingProductKey;
  race: RaceCard;
  raceName: string;
}) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<number[]>([]);
  const [forRace, setForRace] = useState(race.eventId);
  if (forRace !== race.eventId) {
    setForRace(race.eventId);
    setPicks([]);
  }
  const toggle = (n: number) =>
    setPicks((now) => (now.includes(n) ? now.filter((x) => x !== n) : [...now, n].slice(0, 3)));
  const event = slipEvent(race, raceName);
  const forecast = picks.length >= 2 ? picks.slice(0, 2).join('-') : null;
  const tricast = picks.length === 3 ? picks.join('-') : null;
  const places = [
    t('racingScreen.combo.first'),
    t('racingScreen.combo.second'),
    t('racingScreen.combo.third'),
  ];
  return (
    <Stack gap="xs" className={classes.combo} data-testid="race-combo">
      <Text fw={800}>{t('racingScreen.combo.title')}</Text>
      <Text size="xs" c="dimmed">
        {t('racingScreen.combo.hint')}
      </Text>
      <div className={classes.pickGrid}>
        {race.runners.map((runner) => {
          const at = picks.indexOf(runner.number);
          return (
            <button
              key={runner.number}
              type="button"
              className={classes.pick}
              aria-pressed={at >= 0}
              disabled={!race.open}
              data-testid="combo-pick"
              data-runner={runner.number}
              onClick={() => toggle(runner.number)}
            >
              <RunnerBadge product={product} number={runner.number} />
              <span className={classes.pickPlace}>{at >= 0 ? places[at] : ''}</span>
            </button>
          );
        })}
      </div>
      <Group gap="xs" wrap="wrap">
        {forecast ? (
          <OddsButton
            event={event}
            marketKey="racing.forecast"
            selection={{ key: forecast, odds: race.forecastOdds[forecast] ?? null }}
            locked={!race.open}
            label={t('racingScreen.combo.forecast', { pick: forecast })}
          />
        ) : null}
        {tricast ? (
          <OddsButton
            event={event}
            marketKey="racing.tricast"
            selection={{ key: tricast, odds: race.tricastOdds[tricast] ?? null }}
            locked={!race.open}
            label={t('racingScreen.combo.tricast', { pick: tricast })}
          />
        ) : null}
        {picks.length > 0 ? (
          <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setPicks([])}>
            {t('racingScreen.combo.clear')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
