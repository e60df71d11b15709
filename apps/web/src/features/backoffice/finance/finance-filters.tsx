import { DATE_PRESETS } from '@lale/contract/constants';
import { FINANCE_STATUSES } from '@lale/contract/backoffice-operators';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FinanceFilters } from './finance-api.ts';

/** Status, kind, amount range (lira), player and date preset of the finance queue. */
export function FinanceFiltersBar({
  value,
  onChange,
}: {
  value: FinanceFilters;
  onChange: (next: FinanceFilters) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof FinanceFilters>(key: K, next: FinanceFilters[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="finance-filters">
      <Select
        label={t('boAccess.finance.status')}
        value={value.status}
        onChange={(next) => next && set('status', next as FinanceFilters['status'])}
        data={FINANCE_STATUSES.map((status) => ({
          value: status,
          label: t(`boAccess.finance.statuses.${status}`),
        }))}
        allowDeselect={false}
        w={190}
        data-testid="finance-status"
      />
      <Select
        label={t('backoffice.method')}
        value={value.kind}
        onChange={(next) => set('kind', (next ?? '') as FinanceFilters['kind'])}
        data={[
          { value: '', label: t('boAccess.finance.all') },
          { value: 'deposit', label: t('backoffice.kinds.deposit') },
          { value: 'withdrawal', label: t('backoffice.kinds.withdrawal') },
        ]}
        allowDeselect={false}
        w={140}
        data-testid="finance-kind"
      />
      <TextInput
        label={t('boAccess.finance.minAmount')}
        inputMode="decimal"
        value={value.minLira}
        onChange={(e) => set('minLira', e.currentTarget.value)}
        w={110}
        data-testid="finance-min"
      />
      <TextInput
        label={t('boAccess.finance.maxAmount')}
        inputMode="decimal"
        value={value.maxLira}
        onChange={(e) => set('maxLira', e.currentTarget.value)}
        w={110}
        data-testid="finance-max"
      />
      <TextInput
        label={t('backoffice.player')}
        value={value.player}
        onChange={(e) => set('player', e.currentTarget.value)}
        w={160}
        data-testid="finance-player"
      />
      <Select
        label={t('boAccess.finance.date')}
        value={value.preset}
        onChange={(next) => set('preset', (next ?? '') as FinanceFilters['preset'])}
        data={[
          { value: '', label: t('boAccess.finance.anyDate') },
          ...DATE_PRESETS.map((preset) => ({
            value: preset,
            label: t(`history.presets.${preset}`),
          })),
        ]}
        allowDeselect={false}
        w={170}
        data-testid="finance-preset"
      />
    </Group>
  );
}
