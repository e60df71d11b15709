import type { CatalogueProviderView } from '@lale/contract/backoffice-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { useAvailabilityColumns } from './use-availability-columns.tsx';
import { providersQuery, useCatalogueChange } from './catalogue-api.ts';

/** Providers: on or off (all their games and tables with them), or under maintenance. */
export function ProvidersPanel() {
  const { t } = useTranslation();
  const providers = useQuery(providersQuery());
  const change = useCatalogueChange('catalogue.setProvider');
  const availability = useAvailabilityColumns<CatalogueProviderView>((next) => change.mutate(next));
  const items = providers.data?.result ? providers.data.data.items : [];
  return (
    <ResponsiveTable<CatalogueProviderView>
      columns={[
        { key: 'name', label: t('boCatalogue.provider'), cell: (provider) => provider.name },
        {
          key: 'count',
          label: t('boCatalogue.gameCount'),
          cell: (provider) => provider.games + provider.tables,
        },
        ...availability,
      ]}
      rows={items}
      rowKey={(provider) => provider.id}
      testId="bo-catalogue-providers"
      minWidth={460}
    />
  );
}
