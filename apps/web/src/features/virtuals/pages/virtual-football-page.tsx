import type { VirtualRound, VirtualRounds as Rounds } from '@lale/contract/methods/virtuals';

type VirtualRounds = Rounds & { clockOffsetMs: number };
import { Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useRounds } from '../api/virtuals-queries.ts';
import { LeagueTableView } from '../components/league-table-view.tsx';
import { LiveRound } from '../components/live-round.tsx';
import { MatchOddsRow } from '../components/match-odds-row.tsx';
import { ResultsArchive } from '../components/results-archive.tsx';
import classes from '../components/virtuals.module.css';
import { formatCountdown, useServerNow } from '../lib/use-server-now.ts';

type Tab = 'matches' | 'table' | 'results';

/** /virtual-sports/football: the countdown, the round open to bets, the show, table and results. */
export function VirtualFootballPage() {
  const { t } = useTranslation();
  const query = useRounds();
  const [tab, setTab] = useState<Tab>('matches');
  return (
    <Page testId="page-virtual-football" title={t('virtuals.football.title')}>
      <QueryView query={query} empty={{ title: t('virtuals.football.waiting') }}>
        {(data) => (
          <Stack gap="md">
            <Board data={data} />
            <Tabs
              value={tab}
              onChange={(value) => setTab((value as Tab | null) ?? 'matches')}
              color="tulip"
            >
              <Tabs.List grow>
                <Tabs.Tab value="matches" data-testid="vf-tab-matches">
                  {t('virtuals.football.tabs.matches')}
                </Tabs.Tab>
                <Tabs.Tab value="table" data-testid="vf-tab-table">
                  {t('virtuals.football.tabs.table')}
                </Tabs.Tab>
                <Tabs.Tab value="results" data-testid="vf-tab-results">
                  {t('virtuals.football.tabs.results')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="matches" pt="md">
                <Matches data={data} />
              </Tabs.Panel>
              <Tabs.Panel value="table" pt="md">
                {tab === 'table' ? <LeagueTableView /> : null}
              </Tabs.Panel>
              <Tabs.Panel value="results" pt="md">
                {tab === 'results' ? <ResultsArchive /> : null}
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

const nextOpen = (data: VirtualRounds): VirtualRound | undefined =>
  data.rounds.find((round) => round.state === 'open');

/** The hero: the matchday open to bets and the countdown to its kick-off. */
function Board({ data }: { data: VirtualRounds }) {
  const { t } = useTranslation();
  const now = useServerNow(data.clockOffsetMs);
  const next = nextOpen(data);
  const left = next ? Date.parse(next.startsAt) - now : 0;
  return (
    <div className={classes.hero} data-testid="vf-board">
      <div>
        <div className={classes.heroLabel}>
          {next
            ? t('virtuals.football.season', { season: next.season })
            : t('virtuals.football.title')}
        </div>
        <div className={classes.heroTitle}>
          {next ? t('virtuals.football.matchday', { matchday: next.matchday }) : '—'}
        </div>
      </div>
      <div>
        <div className={classes.heroLabel} style={{ textAlign: 'right' }}>
          {t('virtuals.football.kickOffIn')}
        </div>
        <div
          className={`${classes.countdown} ${left < 10_000 ? classes.countdownUrgent : ''}`}
          data-testid="vf-countdown"
          role="timer"
        >
          {next ? (left > 0 ? formatCountdown(left) : t('virtuals.football.starting')) : '—'}
        </div>
      </div>
    </div>
  );
}

function Matches({ data }: { data: VirtualRounds }) {
  const { t } = useTranslation();
  const now = useServerNow(data.clockOffsetMs);
  const playing = data.rounds.find((round) => round.state === 'playing');
  const open = data.rounds.filter((round) => round.state === 'open');
  return (
    <Stack gap="lg">
      {playing ? (
        <LiveRound key={playing.roundNo} round={playing} showMs={data.showMs} now={now} />
      ) : data.lastFinished ? (
        <LastRound round={data.lastFinished} />
      ) : null}
      {open.map((round) => {
        const closed = Date.parse(round.startsAt) <= now;
        return (
          <section key={round.roundNo} data-testid="vf-open-round" data-round={round.roundNo}>
            <div className={classes.sectionHead}>
              <span className={classes.sectionTitle}>
                {t('virtuals.football.matchday', { matchday: round.matchday })}
              </span>
              <Text size="xs" c={closed ? 'red' : 'green'} fw={700}>
                {closed
                  ? t('virtuals.football.bettingClosed')
                  : `${t('virtuals.football.bettingOpen')} · ${formatCountdown(Date.parse(round.startsAt) - now)}`}
              </Text>
            </div>
            <div className={classes.list}>
              {round.events.map((event) => (
                <MatchOddsRow key={event.id} event={event} closed={closed} />
              ))}
            </div>
          </section>
        );
      })}
    </Stack>
  );
}

/** Between shows: the matchday just played, its final scores. */
function LastRound({ round }: { round: VirtualRound }) {
  const { t } = useTranslation();
  return (
    <section data-testid="vf-last-round" data-round={round.roundNo}>
      <div className={classes.sectionHead}>
        <span className={classes.sectionTitle}>
          {t('virtuals.football.lastRound')} ·{' '}
          {t('virtuals.football.matchday', { matchday: round.matchday })}
        </span>
      </div>
      <div className={classes.list}>
        {round.events.map((event) => (
          <div
            key={event.id}
            className={classes.liveRow}
            data-testid="vf-last-match"
            data-event={event.id}
          >
            <span className={classes.minute} style={{ color: 'var(--mantine-color-dimmed)' }}>
              FT
            </span>
            <span className={classes.home}>{event.home}</span>
            <span className={classes.score} data-testid="vf-last-score">
              {event.live ? `${event.live.home}-${event.live.away}` : '-'}
            </span>
            <span className={classes.away}>{event.away}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
