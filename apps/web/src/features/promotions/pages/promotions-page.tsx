import { SimpleGrid } from '@mantine/core';
import { PROMOTION_PARAM, type Promotion } from '@lale/contract/methods/cms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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

/**
 * cms getPromotions in active / coming / finished tabs (SPEC §4); `?promotion=<id>` (where a
 * slider or popup leads) opens that promotion's details on its tab.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const query = usePromotions();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const [chosenPhase, setPhase] = useState<Phase | null>(null);
  const [chosen, setOpen] = useState<Promotion | null>(null);
  const groups = groupByPhase(query.data ?? [], now);
  const linkedId = Number(params.get(PROMOTION_PARAM));
  const linked = (query.data ?? []).find((promotion) => promotion.id === linkedId) ?? null;
  const open = chosen ?? linked;
  const linkedPhase = linked
    ? (Object.keys(groups) as Phase[]).find((key) => groups[key].includes(linked))
    : undefined;
  const phase = chosenPhase ?? linkedPhase ?? 'active';
  const close = () => {
    setOpen(null);
    if (params.has(PROMOTION_PARAM))
      setParams(
        (current) => {
          current.delete(PROMOTION_PARAM);
          return current;
        },
        { replace: true },
      );
  };
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
      <PromotionModal promotion={open} onClose={close} />
    </Page>
  );
}
