import type { QueryClient } from '@tanstack/react-query';
import { licensesQuery } from '../../shared/api/licenses.ts';
import { staticDataQuery } from '../../shared/api/static-data.ts';

/**
 * The header and footer's data (menus, logos, licences), asked for as the app starts rather
 * than when the layout first renders: the answers then arrive with the first screen instead
 * of re-rendering the layout one by one after it.
 */
export async function prefetchShellData(client: QueryClient): Promise<void> {
  await Promise.all([
    client.prefetchQuery(staticDataQuery('header-menu')),
    client.prefetchQuery(staticDataQuery('footer-menu')),
    client.prefetchQuery(staticDataQuery('investment-methods')),
    client.prefetchQuery(staticDataQuery('partners')),
    client.prefetchQuery(licensesQuery()),
  ]);
}
