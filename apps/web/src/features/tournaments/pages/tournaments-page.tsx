import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTournaments } from '../../../shared/api/tournaments.ts';
import { groupByPhase } from '../../../shared/lib/time-window.ts';
import type { Phase } from '../../../shared/lib/time-window.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { TrophyIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { PhaseTabs } from '../../../shared/ui/phase-tabs.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { TournamentCard } from '../../../shared/tournaments/tournament-card.tsx';

/** cmscontroller getTournaments: active (started, not ended), upcoming, concluded (SPEC §4). */
export function TournamentsPage() {
  const { t } = useTranslation();
  const query = useTournaments();
  const now = useNow();
  const [phase, setPhase] = useState<Phase>('active');
  const groups = groupByPhase(query.data ?? [], now);
  const labels = {
    active: t('tournaments.phase.active'),
    upcoming: t('tournaments.phase.upcoming'),
    finished: t('tournaments.phase.finished'),
  };
  const counts = {
    active: groups.active.length,
    upcoming: groups.upcoming.length,
    finished: groups.finished.length,
  };
  return (
    <Page
      testId="page-tournaments"
      title={t('tournaments.title')}
      subtitle={t('tournaments.subtitle')}
    >
      <QueryView
        query={query}
        empty={{ title: t('tournaments.emptyAll') }}
        isEmpty={(items) => items.length === 0}
        icon={<TrophyIcon />}
      >
        {() => (
          <PhaseTabs labels={labels} counts={counts} value={phase} onChange={setPhase}>
            {groups[phase].length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {groups[phase].map((tournament) => (
                  <TournamentCard key={tournament.id} tournament={tournament} phase={phase} />
                ))}
              </SimpleGrid>
            ) : (
              <EmptyState title={t(`tournaments.empty.${phase}`)} icon={<TrophyIcon />} />
            )}
          </PhaseTabs>
        )}
      </QueryView>
    </Page>
  );
}
