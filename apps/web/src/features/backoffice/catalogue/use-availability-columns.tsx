import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../components/responsive-table.tsx';

interface Switchable {
  id: number;
  name: string;
  enabled: boolean;
  maintenance: boolean;
}

type Availability = { id: number; enabled?: boolean; maintenance?: boolean };

/** The on/off and maintenance switches of a provider, live table or game, as list columns. */
export function useAvailabilityColumns<R extends Switchable>(
  change: (next: Availability) => void,
  testIds: { enabled?: string; maintenance?: string } = {},
): ListColumn<R>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'enabled',
      label: t('boCatalogue.enabled'),
      cell: (row) => (
        <Switch
          checked={row.enabled}
          aria-label={`${row.name}: ${t('boCatalogue.enabled')}`}
          onChange={(event) => change({ id: row.id, enabled: event.currentTarget.checked })}
          data-testid={testIds.enabled}
        />
      ),
    },
    {
      key: 'maintenance',
      label: t('boCatalogue.maintenance'),
      cell: (row) => (
        <Switch
          color="orange"
          checked={row.maintenance}
          aria-label={`${row.name}: ${t('boCatalogue.maintenance')}`}
          onChange={(event) => change({ id: row.id, maintenance: event.currentTarget.checked })}
          data-testid={testIds.maintenance}
        />
      ),
    },
  ];
}
