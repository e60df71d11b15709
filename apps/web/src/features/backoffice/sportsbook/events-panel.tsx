import type { SportsbookOperatorEvent } from '@lale/contract/backoffice';
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
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { operatorEventsQuery, type EventTab } from '../api/sportsbook-operator-api.ts';
import { EventDialogs, type EventDialog, type EventRef } from './event-dialogs.tsx';
import { GuardedButton } from './guarded-button.tsx';
import { MarketsDrawer } from './markets-drawer.tsx';
import { EVENTS_PER_PAGE } from './operator-forms.ts';

const STATE_COLOR: Record<SportsbookOperatorEvent['state'], string> = {
  scheduled: 'blue',
  live: 'red',
  finished: 'gray',
  void: 'gray',
};

const TABS: EventTab[] = ['upcoming', 'live', 'finished', 'void'];

/**
 * Events by state (the back office's own list: who suspended them, maximum stake, open risk),
 * searched by team or league on the server, a page at a time, each with its controls.
 */
export function EventsPanel({ canTrade }: { canTrade: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<EventTab>('upcoming');
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<EventDialog | null>(null);
  const [marketsOf, setMarketsOf] = useState<EventRef | null>(null);
  const events = useQuery(operatorEventsQuery(tab, searched, page));
  const items = events.data?.items ?? [];
  const total = events.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EVENTS_PER_PAGE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          value={tab}
          onChange={(value) => {
            setTab(value as EventTab);
            setPage(1);
          }}
          data={TABS.map((value) => ({ value, label: t(`boSports.tabs.${value}`) }))}
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
      ) : items.length === 0 ? (
        <EmptyState title={t(searched.trim() ? 'boSports.noMatch' : 'boSports.noEvents')} />
      ) : (
        <Stack gap="xs" data-testid="bo-events" aria-busy={events.isFetching}>
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('boSports.count', { shown: items.length, total })}
          </Text>
          {items.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              canTrade={canTrade}
              onDialog={setDialog}
              onMarkets={setMarketsOf}
            />
          ))}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': t(`boSports.pagination.${control}`),
              })}
            />
          ) : null}
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
  event: SportsbookOperatorEvent;
  canTrade: boolean;
  onDialog: (dialog: EventDialog) => void;
  onMarkets: (event: EventRef) => void;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const ref: EventRef = event;
  const suspended = event.operatorSuspended;
  const name = t('boSports.teams', { home: event.home, away: event.away });
  const over = event.state === 'finished' || event.state === 'void';
  const noPermission = canTrade ? null : t('boSports.noPermission');
  /** Suspending and the maximum stake only mean something before the end. */
  const whileOpen = noPermission ?? (over ? t('boSports.eventOver') : null);
  /** A finished event may still have markets to settle by hand; a void one is done. */
  const unlessVoid = noPermission ?? (event.state === 'void' ? t('boSports.eventVoid') : null);
  const score = event.score;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="bo-event-row"
      data-event-id={event.id}
      data-state={event.state}
      data-suspended={suspended}
      data-system-suspended={event.suspendedBySystem ?? undefined}
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
            {suspended ? (
              <Badge variant="filled" color="orange" data-testid="bo-event-suspended">
                {t('boSports.suspendedFlag')}
              </Badge>
            ) : null}
            {event.suspendedBySystem ? (
              <Tooltip label={t('boSports.system.hint')} withArrow multiline w={260}>
                <Badge
                  variant="light"
                  color="yellow"
                  tt="none"
                  data-testid="bo-event-system-suspended"
                  data-reason={event.suspendedBySystem}
                >
                  {t(`boSports.system.${event.suspendedBySystem}`)}
                </Badge>
              </Tooltip>
            ) : null}
            <Badge variant="outline" color="gray" tt="none" data-testid="bo-event-max-stake">
              {t('boSports.maxStakeShort')}:{' '}
              {event.maxStake === null
                ? t('boSports.siteLimit')
                : formatMoney(event.maxStake, 'TRY', lang)}
            </Badge>
            <Badge
              variant="outline"
              color={event.openCoupons > 0 ? 'violet' : 'gray'}
              tt="none"
              title={t('boSports.riskLabel')}
              data-testid="bo-event-risk"
              data-open-coupons={event.openCoupons}
              data-open-stake={event.openStake}
            >
              {event.openCoupons > 0
                ? t('boSports.risk', {
                    count: event.openCoupons,
                    stake: formatMoney(event.openStake, 'TRY', lang),
                  })
                : t('boSports.noRisk')}
            </Badge>
          </Group>
        </Group>
        <Group gap={6} wrap="wrap">
          <GuardedButton
            denied={whileOpen}
            variant="light"
            color={suspended ? 'teal' : 'orange'}
            onClick={() => onDialog({ kind: 'suspend', event: ref })}
            testId="bo-event-suspend"
            label={`${t(suspended ? 'boSports.resume.action' : 'boSports.suspend.action')}: ${name}`}
          >
            {t(suspended ? 'boSports.resume.action' : 'boSports.suspend.action')}
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
