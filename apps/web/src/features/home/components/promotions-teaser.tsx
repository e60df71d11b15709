import { Badge, Box, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePromotions } from '../../../shared/api/promotions.ts';
import { phaseOf } from '../../../shared/lib/time-window.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { GiftIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SectionHeader } from './section-header.tsx';

/** Up to three running promotions, linking to the promotions page. */
export function PromotionsTeaser() {
  const { t } = useTranslation();
  const query = usePromotions();
  const headingId = useId();
  const now = useNow();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="home-promotions">
      <SectionHeader
        id={headingId}
        title={t('home.promotions')}
        icon={<GiftIcon />}
        moreHref={paths.promotions}
        moreLabel={t('common.seeAll')}
      />
      <QueryView
        query={query}
        isEmpty={(items) => !items.some((item) => phaseOf(item, now) === 'active')}
        empty={{ title: t('promotions.emptyActive') }}
        icon={<GiftIcon />}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {items
              .filter((item) => phaseOf(item, now) === 'active')
              .slice(0, 3)
              .map((item) => (
                <Card key={item.id} component={Link} to={paths.promotions} withBorder padding="md">
                  <Card.Section>
                    <Image
                      src={item.image}
                      alt={item.title}
                      h={150}
                      loading="lazy"
                      fallbackSrc="/favicon.svg"
                    />
                  </Card.Section>
                  <Stack gap={6} mt="sm">
                    <Badge variant="light" w="fit-content">
                      {item.category}
                    </Badge>
                    <Text fw={700} lineClamp={1}>
                      {item.title}
                    </Text>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {item.summary}
                    </Text>
                  </Stack>
                </Card>
              ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Box>
  );
}
