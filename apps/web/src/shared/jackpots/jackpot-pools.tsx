import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { useAppStore } from '../store/app-store.ts';
import { TrophyIcon } from '../ui/icons.tsx';
import { useJackpots } from './jackpots-query.ts';

/** The studio's jackpot pools, re-read every 10 s; nothing shows until they are known. */
export function JackpotPools() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const { data } = useJackpots();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="jackpot-pools-title" data-testid="jackpot-pools">
      <Title order={2} size="h3" id="jackpot-pools-title" mb="sm">
        <TrophyIcon /> {t('jackpots.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: Math.min(data.length, 3) }} spacing="sm">
        {data.map((pool) => (
          <Card key={pool.id} withBorder radius="md" padding="md" data-testid="jackpot-pool">
            <Text size="sm" c="dimmed" fw={600}>
              {pool.name}
            </Text>
            <Text fw={800} fz="xl" aria-live="polite" data-testid="jackpot-amount">
              {formatMoney(pool.amount, pool.currency || 'TRY', lang)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
