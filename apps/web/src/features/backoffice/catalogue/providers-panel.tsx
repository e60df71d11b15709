import { Switch, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { providersQuery, useCatalogueChange } from './catalogue-api.ts';

/** Providers: on or off (all their games and tables with them), or under maintenance. */
export function ProvidersPanel() {
  const { t } = useTranslation();
  const providers = useQuery(providersQuery());
  const change = useCatalogueChange<{ id: number; enabled?: boolean; maintenance?: boolean }>(
    '/providers',
  );
  const items = providers.data?.result ? providers.data.data.items : [];
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table fz="sm" data-testid="bo-catalogue-providers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('boCatalogue.provider')}</Table.Th>
            <Table.Th>{t('boCatalogue.gameCount')}</Table.Th>
            <Table.Th>{t('boCatalogue.enabled')}</Table.Th>
            <Table.Th>{t('boCatalogue.maintenance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((provider) => (
            <Table.Tr key={provider.id}>
              <Table.Td>{provider.name}</Table.Td>
              <Table.Td>{provider.games + provider.tables}</Table.Td>
              <Table.Td>
                <Switch
                  checked={provider.enabled}
                  aria-label={`${provider.name}: ${t('boCatalogue.enabled')}`}
                  onChange={(event) =>
                    change.mutate({ id: provider.id, enabled: event.currentTarget.checked })
                  }
                />
              </Table.Td>
              <Table.Td>
                <Switch
                  color="orange"
                  checked={provider.maintenance}
                  aria-label={`${provider.name}: ${t('boCatalogue.maintenance')}`}
                  onChange={(event) =>
                    change.mutate({ id: provider.id, maintenance: event.currentTarget.checked })
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
