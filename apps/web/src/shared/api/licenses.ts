import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLicenses } from '../rpc/get-json.ts';

export const licensesQuery = () =>
  queryOptions({ queryKey: ['licenses'], queryFn: getLicenses, staleTime: 60 * 60 * 1000 });

export function useLicenses() {
  return useQuery(licensesQuery());
}
