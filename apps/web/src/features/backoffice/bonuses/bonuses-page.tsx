import type { BonusDefinitionView } from '@lale/contract/bonus';
import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { LifecycleControls } from '../components/lifecycle-controls.tsx';
import { bonusDefinitionsQuery, useSetDefinitionStatus } from './bonuses-api.ts';
import { DefinitionForm } from './definition-form.tsx';
import { ScheduledOffersFrame } from '../components/scheduled-offers-frame.tsx';

/** /backoffice/bonuses: the definitions with their schedule and cost; create, pause, end. */
export function BonusesPage() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useQuery(bonusDefinitionsQuery());
  const setStatus = useSetDefinitionStatus();
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  return (
    <ScheduledOffersFrame
      testId="bo-bonuses"
      title={t('boBonus.title')}
      newLabel={t('boBonus.new')}
      isEmpty={false}
      errors={[query.error]}
      form={(close) => <DefinitionForm onSaved={close} />}
    >
      <ResponsiveTable<BonusDefinitionView>
        columns={[
          {
            key: 'name',
            label: t('boBonus.name'),
            cell: (d) => (
              <>
                <Text fw={600} size="sm">
                  {d.name[lang]}
                </Text>
                <Text size="xs" c="dimmed">
                  {d.code}
                  {d.optInCode ? ` · ${d.optInCode}` : ''}
                </Text>
              </>
            ),
          },
          {
            key: 'trigger',
            label: t('boBonus.trigger'),
            cell: (d) => t(`boBonus.triggers.${d.trigger}`),
          },
          {
            key: 'terms',
            label: t('boBonus.terms'),
            cell: (d) => (
              <Text size="xs">
                %{d.percentage} · {money(d.cap)} · {d.wageringMultiple}×
              </Text>
            ),
          },
          {
            key: 'window',
            label: t('boBonus.window'),
            cell: (d) => (
              <Text size="xs">
                {formatDate(d.startsAt, lang)} – {formatDate(d.endsAt, lang)}
              </Text>
            ),
          },
          {
            key: 'cost',
            label: t('boBonus.cost'),
            cell: (d) => (
              <Text size="xs">
                {t('boBonus.costLine', {
                  grants: d.cost.grants,
                  granted: money(d.cost.granted),
                  converted: money(d.cost.converted),
                  forfeited: money(d.cost.forfeited),
                })}
              </Text>
            ),
          },
          {
            key: 'status',
            label: t('boBonus.status'),
            cell: (d) => (
              <LifecycleControls
                badge={<Badge variant="light">{t(`boBonus.statuses.${d.status}`)}</Badge>}
                paused={d.status === 'paused'}
                ended={d.status === 'ended'}
                onPause={(paused) =>
                  setStatus.mutate({ id: d.id, status: paused ? 'paused' : 'active' })
                }
                onEnd={() => setStatus.mutate({ id: d.id, status: 'ended' })}
              />
            ),
          },
        ]}
        rows={query.data ?? []}
        rowKey={(d) => d.id}
        rowProps={() => ({ 'data-testid': 'bo-bonus-row' })}
        minWidth={760}
        striped
      />
    </ScheduledOffersFrame>
  );
}
