import { Switch, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tablesQuery, useCatalogueChange } from './catalogue-api.ts';

/** Live tables: on or off, or under maintenance (their open game pages end). */
export function TablesPanel() {
  const { t } = useTranslation();
  const tables = useQuery(tablesQuery());
  const change = useCatalogueChange<{ id: number; enabled?: boolean; maintenance?: boolean }>(
    '/tables',
  );
  const items = tables.data?.result ? tables.data.data.items : [];
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table fz="sm" data-testid="bo-catalogue-tables">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('boCatalogue.table')}</Table.Th>
            <Table.Th>{t('boCatalogue.provider')}</Table.Th>
            <Table.Th>{t('boCatalogue.enabled')}</Table.Th>
            <Table.Th>{t('boCatalogue.maintenance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((table) => (
            <Table.Tr key={table.id}>
              <Table.Td>{table.name}</Table.Td>
              <Table.Td>{table.providerName}</Table.Td>
              <Table.Td>
                <Switch
                  checked={table.enabled}
                  aria-label={`${table.name}: ${t('boCatalogue.enabled')}`}
                  onChange={(event) =>
                    change.mutate({ id: table.id, enabled: event.currentTarget.checked })
                  }
                />
              </Table.Td>
              <Table.Td>
                <Switch
                  color="orange"
                  checked={table.maintenance}
                  aria-label={`${table.name}: ${t('boCatalogue.maintenance')}`}
                  onChange={(event) =>
                    change.mutate({ id: table.id, maintenance: event.currentTarget.checked })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
