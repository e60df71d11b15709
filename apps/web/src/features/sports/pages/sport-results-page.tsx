import type { SportKey } from '@lale/contract/methods/sportsbook';
import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { useResults } from '../api/list-results.ts';
import { MoreButton } from '../components/more-button.tsx';
import { SportNav } from '../components/sport-nav.tsx';

const SPORTS = ['all', 'football', 'basketball', 'tennis', 'volleyball'] as const;

/** /sport/results: finished events with their scores, newest first, by sport. */
export function SportResultsPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const [sport, setSport] = useState<(typeof SPORTS)[number]>('all');
  const query = useResults(sport === 'all' ? undefined : (sport as SportKey));
  return (
    <Page testId="page-sport-results" title={t('sports.resultsTitle')}>
      <SportNav />
      <SegmentedControl
        value={sport}
        onChange={(value) => setSport(value as typeof sport)}
        data={SPORTS.map((value) => ({
          value,
          label: value === 'all' ? t('sports.allSports') : t(`sports.names.${value}`),
        }))}
        data-testid="results-sport"
        style={{ overflowX: 'auto' }}
      />
      <QueryView
        query={query}
        isEmpty={(data) => allItems(data.pages).length === 0}
        empty={{ title: t('sports.noResults') }}
      >
        {(data) => (
          <Stack gap="xs">
            {allItems(data.pages).map((event) => (
              <Paper
                key={event.id}
                withBorder
                radius="md"
                p="sm"
                data-testid="result-row"
                data-event={event.id}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" truncate>
                      {formatDateTime(event.startsAt, lang)} · {event.leagueName}
                    </Text>
                    <RouteLink href={paths.sportEvent(event.id)}>
                      <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                        {event.home} - {event.away}
                      </Text>
                    </RouteLink>
                  </Stack>
                  <Text
                    fw={700}
                    size="lg"
                    data-testid="result-score"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {event.state === 'void'
                      ? t('sports.cancelled')
                      : (event.resultText ??
                        (event.live ? `${event.live.home}-${event.live.away}` : '—'))}
                  </Text>
                </Group>
              </Paper>
            ))}
            <MoreButton query={query} />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
