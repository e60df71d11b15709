import type { RaceCard, RacingProductKey } from '@lale/contract/methods/racing';
import { raceNumberText } from '@lale/games/sports';
import { Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { ComboPicker } from './combo-picker.tsx';
import { RaceCardList } from './race-card-list.tsx';
import { FinishOrder, RaceFairness, RaceResults } from './race-results.tsx';
import { RaceTrack } from './race-track.tsx';
import { useRaceBoard } from './racing-queries.ts';
import classes from './racing.module.css';
import { countdownText, useRaceClock } from './use-race-clock.ts';

type Tab = 'card' | 'results';

const PRODUCTS: Record<string, RacingProductKey> = {
  'horse-racing': 'horse_racing',
  'greyhound-racing': 'greyhound_racing',
};

/** /virtual-sports/horse-racing and /greyhound-racing: countdown, race card, the race, results. */
export function RacingPage() {
  const { racing = '' } = useParams();
  const product = PRODUCTS[racing] ?? 'horse_racing';
  const { t } = useTranslation();
  const query = useRaceBoard(product);
  const [tab, setTab] = useState<Tab>('card');
  return (
    <Page testId={`page-${racing}`} title={t(`racingScreen.${product}.name`)}>
      <QueryView query={query} empty={{ title: t('racingScreen.waiting') }}>
        {(data) => (
          <Stack gap="md">
            <Board product={product} data={data} />
            <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'card')} color="tulip">
              <Tabs.List grow>
                <Tabs.Tab value="card" data-testid="race-tab-card">
                  {t('racingScreen.tabs.card')}
                </Tabs.Tab>
                <Tabs.Tab value="results" data-testid="race-tab-results">
                  {t('racingScreen.tabs.results')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="card" pt="md">
                <NextRace product={product} races={data.races} />
              </Tabs.Panel>
              <Tabs.Panel value="results" pt="md">
                {tab === 'results' ? <RaceResults product={product} /> : null}
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

type Board = ReturnType<typeof useRaceBoard>['data'] & object;

/** The hero: the race running (animated), or the countdown to the next off and the last result. */
function Board({ product, data }: { product: RacingProductKey; data: Board }) {
  const { t } = useTranslation();
  const playing = data.races.find((r) => r.state === 'playing');
  const now = useRaceClock(data.clockOffsetMs, playing !== undefined);
  const next = data.races.find((r) => r.state === 'open');
  const shown = playing ?? data.lastFinished;
  const share = playing
    ? (now - Date.parse(playing.startsAt)) /
      (Date.parse(playing.endsAt) - Date.parse(playing.startsAt))
    : 1;
  return (
    <div className={classes.hero} data-testid="race-board">
      <div className={classes.heroTop}>
        <div>
          <div className={classes.heroLabel}>{next?.venue ?? shown?.venue}</div>
          <div className={classes.heroTitle}>
            {playing
              ? `${t('racingScreen.race', { no: playing.raceNo })} · ${t('racingScreen.running')}`
              : next
                ? t('racingScreen.race', { no: next.raceNo })
                : t('racingScreen.waiting')}
          </div>
        </div>
        {next ? (
          <div className={classes.countdown} data-testid="race-countdown">
            <span>{t('racingScreen.nextOff')}</span>
            <b>{countdownText(Date.parse(next.startsAt) - now)}</b>
          </div>
        ) : null}
      </div>
      {shown?.animation ? <RaceTrack product={product} race={shown} share={share} /> : null}
      {!playing && shown ? (
        <div className={classes.lastRace} data-testid="race-last" data-event={shown.eventId}>
          <Text size="sm" fw={700}>
            {t('racingScreen.lastRace')} · {t('racingScreen.race', { no: shown.raceNo })}
          </Text>
          <FinishOrder product={product} race={shown} />
        </div>
      ) : null}
    </div>
  );
}

/** The next race open to bets: its card, forecast and tricast, and its committed hash. */
function NextRace({ product, races }: { product: RacingProductKey; races: RaceCard[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const race = races.find((r) => r.state === 'open');
  if (!race) return <Text c="dimmed">{t('racingScreen.waiting')}</Text>;
  // The slip's name of the race, as the bet history and the sportsbook name it afterwards.
  const raceName = raceNumberText(race.raceNo, lang);
  return (
    <Stack gap="md">
      <Text size="sm" fw={700} c={race.open ? 'green' : 'red'} data-testid="race-open">
        {race.open ? t('racingScreen.bettingOpen') : t('racingScreen.bettingClosed')}
      </Text>
      <RaceCardList product={product} race={race} raceName={raceName} />
      <ComboPicker product={product} race={race} raceName={raceName} />
      <RaceFairness race={race} />
    </Stack>
  );
}
