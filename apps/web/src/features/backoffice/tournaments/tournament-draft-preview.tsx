import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type {
  TournamentDraft,
  TournamentPreview,
  TournamentSummary,
} from '@lale/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { TournamentCard } from '../../../shared/tournaments/tournament-card.tsx';
import { TournamentRules } from '../../../shared/tournaments/tournament-rules.tsx';

const PHASE = { active: 'active', upcoming: 'upcoming', concluded: 'finished' } as const;

/**
 * The draft as the player will see it: the tournaments list's card (name, text, prize pool,
 * window) and the page's prize table and rules, under what the server said of it.
 */
export function TournamentDraftPreview(props: {
  draft: TournamentDraft;
  preview: TournamentPreview;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const { draft, preview } = props;
  const prizePool = draft.prizes.reduce((sum, prize) => sum + prize, 0);
  const summary: TournamentSummary = {
    id: 0,
    title: draft.title[lang],
    summary: draft.summary[lang],
    body: '',
    image: '/media/art/tournament-weekly-slot.svg',
    prizePool,
    currency: 'TRY',
    Start_date: draft.startsAt,
    End_date: draft.endsAt,
    state: preview.state,
    rules: null,
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="bo-tournament-draft-preview">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('boPrizes.previewTitle')}
        </Title>
        <Text size="sm" data-testid="bo-tournament-facts">
          {t('boPrizes.tournaments.facts', {
            count: preview.qualifyingGames,
            sample: preview.sampleGames.length ? ` (${preview.sampleGames.join(', ')}…)` : '',
            cost: formatMoney(preview.prizeCost, 'TRY', lang),
            state: t(`boPrizes.tournaments.states.${preview.state}`),
          })}
        </Text>
        {/* A picture of the player's page: its link leads to no tournament yet. */}
        <SimpleGrid cols={{ base: 1, md: 2 }} inert>
          <TournamentCard tournament={summary} phase={PHASE[preview.state]} />
          <TournamentRules
            rules={{
              scoring: draft.scoring,
              categoryId: draft.categoryId,
              gameIds: draft.gameIds,
              minStake: draft.minStake,
              prizes: draft.prizes,
              paused: false,
              settledAt: null,
            }}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
