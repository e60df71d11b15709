import type { CatalogueTableView } from '@lale/contract/backoffice-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { useAvailabilityColumns } from './use-availability-columns.tsx';
import { tablesQuery, useCatalogueChange } from './catalogue-api.ts';

/** Live tables: on or off, or under maintenance (their open game pages end). */
export function TablesPanel() {
  const { t } = useTranslation();
  const tables = useQuery(tablesQuery());
  const change = useCatalogueChange('catalogue.setTable');
  const availability = useAvailabilityColumns<CatalogueTableView>((next) => change.mutate(next));
  const items = tables.data?.result ? tables.data.data.items : [];
  return (
    <ResponsiveTable<CatalogueTableView>
      columns={[
        { key: 'name', label: t('boCatalogue.table'), cell: (table) => table.name },
        { key: 'provider', label: t('boCatalogue.provider'), cell: (table) => table.providerName },
        ...availability,
      ]}
      rows={items}
      rowKey={(table) => table.id}
      testId="bo-catalogue-tables"
      minWidth={460}
    />
  );
}
