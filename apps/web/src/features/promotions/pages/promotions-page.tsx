import { SimpleGrid } from '@mantine/core';
import type { Promotion } from '@lale/contract/methods/cms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../../shared/api/promotions.ts';
import { groupByPhase } from '../../../shared/lib/time-window.ts';
import type { Phase } from '../../../shared/lib/time-window.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { GiftIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { PhaseTabs } from '../../../shared/ui/phase-tabs.tsx';
import { PromotionCard } from '../components/promotion-card.tsx';
import { PromotionModal } from '../components/promotion-modal.tsx';

/** cms getPromotions in active / coming / finished tabs (SPEC §4). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const query = usePromotions();
  const now = useNow();
  const [phase, setPhase] = useState<Phase>('active');
  const [open, setOpen] = useState<Promotion | null>(null);
  const groups = groupByPhase(query.data ?? [], now);
  const labels = {
    active: t('promotions.active'),
    upcoming: t('promotions.coming'),
    finished: t('promotions.finished'),
  };
  const counts = {
    active: groups.active.length,
    upcoming: groups.upcoming.length,
    finished: groups.finished.length,
  };
  return (
    <Page
      testId="page-promotions"
      title={t('promotions.title')}
      subtitle={t('promotions.subtitle')}
    >
      <QueryView
        query={query}
        empty={{ title: t('promotions.emptyAll') }}
        isEmpty={(items) => items.length === 0}
        icon={<GiftIcon />}
      >
        {() => (
          <PhaseTabs labels={labels} counts={counts} value={phase} onChange={setPhase}>
            {groups[phase].length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {groups[phase].map((promotion) => (
                  <PromotionCard
                    key={promotion.id}
                    promotion={promotion}
                    onOpen={() => setOpen(promotion)}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <EmptyState title={t(`promotions.empty.${phase}`)} icon={<GiftIcon />} />
            )}
          </PhaseTabs>
        )}
      </QueryView>
      <PromotionModal promotion={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
