import type { SportEventDetail } from '@lale/contract/methods/sportsbook';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { BallIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { useEvent } from '../api/get-event.ts';
import { FairPanel } from '../components/fair-panel.tsx';
import { LiveClock, usePeriodLabel } from '../components/live-clock.tsx';
import { MarketBlock } from '../components/market-block.tsx';
import { kickOff } from '../lib/group-events.ts';
import { groupMarkets } from '../lib/market-groups.ts';
import { EVENT_ID, useLiveEvent } from '../lib/use-live-event.ts';

/** /sport/event/:eventId: the event, its live score and incidents, and every market. */
export function SportEventPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  if (!EVENT_ID.test(eventId))
    return (
      <Page testId="page-sport-event" title={t('sports.notFound')}>
        <EmptyState title={t('sports.notFound')} />
      </Page>
    );
  return <EventView key={eventId} eventId={eventId} />;
}

function EventView({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useEvent(eventId);
  useLiveEvent(eventId);
  const event = query.data;
  return (
    <Page
      testId="page-sport-event"
      title={event ? `${event.home} - ${event.away}` : t('sports.title')}
    >
      <QueryView query={query} empty={{ title: t('sports.notFound') }}>
        {(data) => <EventBody event={data} />}
      </QueryView>
    </Page>
  );
}

function EventBody({ event }: { event: SportEventDetail }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const period = usePeriodLabel();
  const groups = groupMarkets(event.markets);
  const finished = event.state === 'finished' || event.state === 'void';
  return (
    <Stack gap="lg" data-event={event.id} data-state={event.state} data-version={event.version}>
      <Paper withBorder radius="md" p="md" data-testid="scoreboard">
        <Stack gap="xs" align="center">
          <RouteLink href={paths.sportLeague(event.leagueId)}>
            <Text size="xs" c="dimmed">
              {t(`sports.names.${event.sport}`)} · {event.leagueName}
            </Text>
          </RouteLink>
          <Group justify="center" gap="lg" wrap="nowrap" w="100%">
            <Text fw={700} ta="right" style={{ flex: 1 }}>
              {event.home}
            </Text>
            <Text fz={28} fw={800} data-testid="event-score" style={{ whiteSpace: 'nowrap' }}>
              {event.live || finished
                ? `${event.live?.home ?? '-'} : ${event.live?.away ?? '-'}`
                : kickOff(event.startsAt)}
            </Text>
            <Text fw={700} style={{ flex: 1 }}>
              {event.away}
            </Text>
          </Group>
          {event.state === 'live' && event.live ? <LiveClock live={event.live} size="sm" /> : null}
          {event.state === 'scheduled' ? (
            <Text size="sm" c="dimmed">
              {t('sports.startsAt')}: {formatDateTime(event.startsAt, lang)}
            </Text>
          ) : null}
          {finished ? (
            <Badge color="gray" variant="light" data-testid="event-finished">
              {event.state === 'void' ? t('sports.cancelled') : t('sports.finished')}
              {event.live ? ` · ${period(event.live.period)}` : ''}
            </Badge>
          ) : null}
          {event.resultText ? (
            <Text size="sm" data-testid="event-result">
              {t('sports.result')}: {event.resultText}
            </Text>
          ) : null}
          {event.suspended && !finished ? (
            <Badge color="orange" variant="light" data-testid="event-suspended">
              {t('sports.suspended')}
            </Badge>
          ) : null}
        </Stack>
      </Paper>

      {event.incidents.length > 0 ? (
        <Stack gap={4} data-testid="incidents" aria-label={t('sports.incidents')}>
          <Title order={2} fz="md">
            {t('sports.incidents')}
          </Title>
          {event.incidents.map((incident, index) => (
            <Group
              key={index}
              gap="xs"
              justify={incident.side === 'home' ? 'flex-start' : 'flex-end'}
              data-testid="incident"
            >
              <Text size="sm" fw={700}>
                {t('sports.minute', { minute: incident.minute })}
              </Text>
              <BallIcon size={16} />
              <Text size="sm">
                {t('sports.goal')} — {incident.side === 'home' ? event.home : event.away} (
                {incident.score.home}-{incident.score.away})
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}

      {groups.length === 0 && !finished ? <EmptyState title={t('sports.noMarkets')} /> : null}
      {groups.map(([group, markets]) => (
        <Stack key={group} gap="xs" data-testid="market-group" data-group={group}>
          <Title order={2} fz="md">
            {t(`sports.groups.${group}`)}
          </Title>
          {markets.map((market) => (
            <MarketBlock key={market.key} event={event} market={market} />
          ))}
        </Stack>
      ))}

      {finished || event.serverSeedHash ? <FairPanel event={event} /> : null}
    </Stack>
  );
}
