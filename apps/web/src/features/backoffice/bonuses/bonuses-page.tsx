import { Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
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
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boBonus.name')}</Table.Th>
              <Table.Th>{t('boBonus.trigger')}</Table.Th>
              <Table.Th>{t('boBonus.terms')}</Table.Th>
              <Table.Th>{t('boBonus.window')}</Table.Th>
              <Table.Th>{t('boBonus.cost')}</Table.Th>
              <Table.Th>{t('boBonus.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(query.data ?? []).map((d) => (
              <Table.Tr key={d.id} data-testid="bo-bonus-row">
                <Table.Td>
                  <Text fw={600} size="sm">
                    {d.name[lang]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {d.code}
                    {d.optInCode ? ` · ${d.optInCode}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`boBonus.triggers.${d.trigger}`)}</Table.Td>
                <Table.Td>
                  <Text size="xs">
                    %{d.percentage} · {money(d.cap)} · {d.wageringMultiple}×
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {formatDate(d.startsAt, lang)} – {formatDate(d.endsAt, lang)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {t('boBonus.costLine', {
                      grants: d.cost.grants,
                      granted: money(d.cost.granted),
                      converted: money(d.cost.converted),
                      forfeited: money(d.cost.forfeited),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <LifecycleControls
                    badge={<Badge variant="light">{t(`boBonus.statuses.${d.status}`)}</Badge>}
                    paused={d.status === 'paused'}
                    ended={d.status === 'ended'}
                    onPause={(paused) =>
                      setStatus.mutate({ id: d.id, status: paused ? 'paused' : 'active' })
                    }
                    onEnd={() => setStatus.mutate({ id: d.id, status: 'ended' })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ScheduledOffersFrame>
  );
}
