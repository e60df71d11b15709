import { Badge, Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTournaments } from '../../../shared/api/tournaments.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { phaseOf } from '../../../shared/lib/time-window.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { TrophyIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SectionHeader } from './section-header.tsx';

/** Running and upcoming tournaments, two at most. */
export function TournamentsTeaser() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useTournaments();
  const headingId = useId();
  const now = useNow();
  const visible = (query.data ?? [])
    .filter((item) => phaseOf(item, now) !== 'finished')
    .slice(0, 2);
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="home-tournaments">
      <SectionHeader
        id={headingId}
        title={t('home.tournaments')}
        icon={<TrophyIcon />}
        moreHref={paths.tournaments}
        moreLabel={t('common.seeAll')}
      />
      <QueryView
        query={query}
        isEmpty={() => visible.length === 0}
        empty={{ title: t('tournaments.emptyActive') }}
        icon={<TrophyIcon />}
      >
        {() => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {visible.map((item) => (
              <Card key={item.id} component={Link} to={paths.tournaments} withBorder padding="md">
                <Group wrap="nowrap" align="stretch" gap="md">
                  <Image
                    src={item.image}
                    alt={item.title}
                    w={120}
                    h={100}
                    radius="md"
                    loading="lazy"
                    fallbackSrc="/favicon.svg"
                  />
                  <Stack gap={4} style={{ flex: 1 }}>
                    <Badge
                      color={phaseOf(item, now) === 'active' ? 'teal' : 'blue'}
                      variant="light"
                      w="fit-content"
                    >
                      {t(`tournaments.phase.${phaseOf(item, now)}`)}
                    </Badge>
                    <Text fw={700} lineClamp={1}>
                      {item.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(item.Start_date, lang)} – {formatDate(item.End_date, lang)}
                    </Text>
                    <Text size="sm" fw={700} c="yellow">
                      {t('tournaments.prizePool')}:{' '}
                      {formatMoney(item.prizePool, item.currency, lang)}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Box>
  );
}
