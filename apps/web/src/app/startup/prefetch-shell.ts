import type { QueryClient } from '@tanstack/react-query';
import { licensesQuery } from '../../shared/api/licenses.ts';
import { staticDataQuery } from '../../shared/api/static-data.ts';

/**
 * The header and footer's data (menus, logos, licences), asked for as the app starts rather
 * than when the layout first renders: the answers then arrive with the first screen instead
 * of re-rendering the layout one by one after it.
 */
export function prefetchShellData(client: QueryClient): void {
  void client.prefetchQuery(staticDataQuery('header-menu'));
  void client.prefetchQuery(staticDataQuery('footer-menu'));
  void client.prefetchQuery(staticDataQuery('investment-methods'));
  void client.prefetchQuery(staticDataQuery('partners'));
  void client.prefetchQuery(licensesQuery());
}
