import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import {
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import {
  operatorEventQuery,
  operatorEventsQuery,
  type EventTab,
} from '../api/sportsbook-operator-api.ts';
import { EventDialogs, type EventDialog, type EventRef } from './event-dialogs.tsx';
import { GuardedButton } from './guarded-button.tsx';
import { MarketsDrawer } from './markets-drawer.tsx';
import { searchEvents } from './operator-forms.ts';

const PER_PAGE = 20;

const STATE_COLOR: Record<SportEventSummary['state'], string> = {
  scheduled: 'blue',
  live: 'red',
  finished: 'gray',
  void: 'gray',
};

/** Events by state, searched by team or league, each with its controls. */
export function EventsPanel({ canTrade }: { canTrade: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<EventTab>('upcoming');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<EventDialog | null>(null);
  const [marketsOf, setMarketsOf] = useState<EventRef | null>(null);
  const events = useInfiniteQuery(operatorEventsQuery(tab));
  const loaded = useMemo(() => allItems(events.data?.pages), [events.data]);
  const found = useMemo(() => searchEvents(loaded, search), [loaded, search]);
  const pages = Math.max(1, Math.ceil(found.length / PER_PAGE));
  const shown = found.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const total = events.data?.pages[0]?.total ?? 0;
  // A search looks through every event of the tab: the rest of the pages load behind it.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = events;
  useEffect(() => {
    if (search.trim() !== '' && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [search, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          value={tab}
          onChange={(value) => {
            setTab(value as EventTab);
            setPage(1);
          }}
          data={[
            { value: 'upcoming', label: t('boSports.tabs.upcoming') },
            { value: 'live', label: t('boSports.tabs.live') },
            { value: 'finished', label: t('boSports.tabs.finished') },
          ]}
          aria-label={t('boSports.tabs.label')}
          data-testid="bo-events-tab"
        />
        <TextInput
          type="search"
          label={t('boSports.search')}
          placeholder={t('boSports.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
          data-testid="bo-events-search"
        />
      </Group>
      {events.isPending ? (
        <Loader />
      ) : events.isError ? (
        <EmptyState title={t('boSports.loadFailed')} testId="bo-events-error" />
      ) : found.length === 0 ? (
        <EmptyState title={t(search ? 'boSports.noMatch' : 'boSports.noEvents')} />
      ) : (
        <Stack gap="xs" data-testid="bo-events">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('boSports.count', { shown: found.length, total })}
          </Text>
          {shown.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              canTrade={canTrade}
              onDialog={setDialog}
              onMarkets={setMarketsOf}
            />
          ))}
          <Group justify="space-between" wrap="wrap" gap="sm">
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': t(`boSports.pagination.${control}`),
                })}
              />
            ) : (
              <span />
            )}
            {events.hasNextPage ? (
              <Button
                variant="default"
                size="xs"
                loading={events.isFetchingNextPage}
                onClick={() => void events.fetchNextPage()}
              >
                {t('boSports.loadMore')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
      <EventDialogs dialog={dialog} onClose={() => setDialog(null)} />
      <MarketsDrawer event={marketsOf} canTrade={canTrade} onClose={() => setMarketsOf(null)} />
    </Stack>
  );
}

function EventRow({
  event,
  canTrade,
  onDialog,
  onMarkets,
}: {
  event: SportEventSummary;
  canTrade: boolean;
  onDialog: (dialog: EventDialog) => void;
  onMarkets: (event: EventRef) => void;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  // The summary has no maximum stake: the event's detail (cached, shared with the markets).
  const detail = useQuery(operatorEventQuery(event.id));
  const maxStake = detail.data?.maxStake;
  const ref: EventRef = { ...event, maxStake: maxStake ?? null };
  const name = t('boSports.teams', { home: event.home, away: event.away });
  const over = event.state === 'finished' || event.state === 'void';
  const noPermission = canTrade ? null : t('boSports.noPermission');
  /** Suspending and the maximum stake only mean something before the end. */
  const whileOpen = noPermission ?? (over ? t('boSports.eventOver') : null);
  /** A finished event may still have markets to settle by hand; a void one is done. */
  const unlessVoid = noPermission ?? (event.state === 'void' ? t('boSports.eventVoid') : null);
  const score =
    event.live && event.state === 'live'
      ? `${event.live.home}-${event.live.away}`
      : 'resultText' in event && typeof event.resultText === 'string'
        ? event.resultText
        : null;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="bo-event-row"
      data-event-id={event.id}
      data-state={event.state}
      data-suspended={event.suspended}
      aria-label={name}
      component="article"
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Text fw={700} size="sm">
              {name}
              {score ? (
                <Text span ff="monospace" ml={8} c="dimmed" size="sm">
                  {score}
                </Text>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`sports.names.${event.sport}`)} · {event.leagueName} ·{' '}
              <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, lang)}</time>
            </Text>
          </Stack>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color={STATE_COLOR[event.state]} data-testid="bo-event-state">
              {t(`boSports.states.${event.state}`)}
            </Badge>
            {event.suspended ? (
              <Badge variant="filled" color="orange" data-testid="bo-event-suspended">
                {t('boSports.suspendedFlag')}
              </Badge>
            ) : null}
            <Badge variant="outline" color="gray" tt="none" data-testid="bo-event-max-stake">
              {t('boSports.maxStakeShort')}:{' '}
              {maxStake === undefined
                ? '…'
                : maxStake === null
                  ? t('boSports.siteLimit')
                  : formatMoney(maxStake, 'TRY', lang)}
            </Badge>
          </Group>
        </Group>
        <Group gap={6} wrap="wrap">
          <GuardedButton
            denied={whileOpen}
            variant="light"
            color={event.suspended ? 'teal' : 'orange'}
            onClick={() => onDialog({ kind: 'suspend', event: ref })}
            testId="bo-event-suspend"
            label={`${t(event.suspended ? 'boSports.resume.action' : 'boSports.suspend.action')}: ${name}`}
          >
            {t(event.suspended ? 'boSports.resume.action' : 'boSports.suspend.action')}
          </GuardedButton>
          <GuardedButton
            denied={whileOpen}
            variant="default"
            onClick={() => onDialog({ kind: 'maxStake', event: ref })}
            testId="bo-event-max-stake-edit"
            label={`${t('boSports.maxStake.action')}: ${name}`}
          >
            {t('boSports.maxStake.action')}
          </GuardedButton>
          <Button
            size="xs"
            variant="default"
            onClick={() => onMarkets(ref)}
            aria-label={`${t('boSports.markets.action', { count: event.marketCount })}: ${name}`}
            data-testid="bo-event-markets"
          >
            {t('boSports.markets.action', { count: event.marketCount })}
          </Button>
          <GuardedButton
            denied={unlessVoid}
            variant="light"
            color="grape"
            onClick={() => onDialog({ kind: 'settle', event: ref })}
            testId="bo-event-settle"
            label={`${t('boSports.settle.action')}: ${name}`}
          >
            {t('boSports.settle.action')}
          </GuardedButton>
          <GuardedButton
            denied={unlessVoid}
            variant="subtle"
            color="red"
            onClick={() => onDialog({ kind: 'void', event: ref })}
            testId="bo-event-void"
            label={`${t('boSports.void.action')}: ${name}`}
          >
            {t('boSports.void.action')}
          </GuardedButton>
        </Group>
      </Stack>
    </Paper>
  );
}
