import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../../shared/api/promotions.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { GiftIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useMyBonuses } from '../api/my-bonuses.ts';
import { BonusCodeForm } from '../components/bonus-code-form.tsx';
import { BonusProgressCard } from '../components/bonus-progress-card.tsx';

/** /bonuses: the bonus balance, the wagering bonus with its progress, the past ones, a code. */
export function BonusesPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useMyBonuses();
  const promotions = usePromotions();
  return (
    <Page testId="page-bonuses" title={t('bonus.title')} subtitle={t('bonus.subtitle')}>
      <QueryView query={query} empty={{ title: t('bonus.noActive') }} icon={<GiftIcon />}>
        {(mine) => {
          const waiting = (promotions.data ?? [])
            .filter((p) => p.bonus && mine.optedIn.includes(p.bonus.definitionId))
            .map((p) => p.bonus!.name);
          return (
            <Stack gap="lg">
              <Card withBorder padding="md">
                <Text size="sm" c="dimmed">
                  {t('bonus.balance')}
                </Text>
                <Text fw={700} fz="xl" data-testid="bonus-balance">
                  {formatMoney(mine.bonusBalance, 'TRY', lang)}
                </Text>
              </Card>
              {waiting.length ? (
                <Text size="sm" data-testid="bonus-waiting">
                  {t('bonus.waiting', { names: [...new Set(waiting)].join(', ') })}
                </Text>
              ) : null}
              <BonusCodeForm />
              <Title order={2} fz="lg">
                {t('bonus.active')}
              </Title>
              {mine.active.length ? (
                mine.active.map((bonus) => <BonusProgressCard key={bonus.id} bonus={bonus} />)
              ) : (
                <Text c="dimmed">{t('bonus.noActive')}</Text>
              )}
              <Title order={2} fz="lg">
                {t('bonus.closed')}
              </Title>
              {mine.closed.length ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {mine.closed.map((bonus) => (
                    <BonusProgressCard key={bonus.id} bonus={bonus} />
                  ))}
                </SimpleGrid>
              ) : (
                <Text c="dimmed">{t('bonus.noClosed')}</Text>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}
