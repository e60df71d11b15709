import { Accordion, Button, Center, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useVirtualResults } from '../api/virtuals-queries.ts';
import { FairCheck } from './fair-check.tsx';
import { FootballIcon } from './football-icon.tsx';
import classes from './virtuals.module.css';

/** Finished matchdays, newest first: each match's score, half time, goals and its fairness proof. */
export function ResultsArchive() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useVirtualResults();
  return (
    <QueryView
      query={query}
      isEmpty={(data) => allItems(data.pages).length === 0}
      empty={{ title: t('virtuals.football.noResults') }}
    >
      {(data) => (
        <div data-testid="vf-results">
          {allItems(data.pages).map((round) => (
            <section
              key={round.roundNo}
              data-testid="vf-result-round"
              data-round={round.roundNo}
              style={{ marginBottom: 12 }}
            >
              <div className={classes.sectionHead}>
                <span className={classes.sectionTitle}>
                  {t('virtuals.football.results.round', {
                    season: round.season,
                    matchday: round.matchday,
                  })}
                </span>
                <Text size="xs" c="dimmed">
                  {formatDateTime(round.startsAt, lang)}
                </Text>
              </div>
              <Accordion variant="contained" radius="md" chevronPosition="right">
                {round.events.map((event) => (
                  <Accordion.Item
                    key={event.id}
                    value={event.id}
                    data-testid="vf-result"
                    data-event={event.id}
                  >
                    <Accordion.Control>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" truncate style={{ flex: 1, textAlign: 'right' }}>
                          {event.home}
                        </Text>
                        <span className={classes.score} data-testid="vf-result-score">
                          {event.resultText ?? '-'}
                        </span>
                        <Text size="sm" truncate style={{ flex: 1 }}>
                          {event.away}
                        </Text>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      {event.halfTime ? (
                        <Text size="xs" c="dimmed">
                          {t('virtuals.football.results.halfTime', event.halfTime)}
                        </Text>
                      ) : null}
                      <Group gap={10} mb="xs" data-testid="vf-result-goals">
                        {event.incidents.map((i) => (
                          <span
                            key={`${i.minute}-${i.side}-${i.score.home}-${i.score.away}`}
                            className={classes.goalChip}
                          >
                            <FootballIcon size={12} /> {i.minute}&apos;{' '}
                            {i.side === 'home' ? event.home : event.away}
                          </span>
                        ))}
                      </Group>
                      <FairCheck event={event} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          ))}
          {query.hasNextPage ? (
            <Center>
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {t('virtuals.football.results.more')}
              </Button>
            </Center>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}
