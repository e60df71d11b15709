import type { StaticDataMap } from '@lale/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaticData } from '../rpc/get-json.ts';

/** Menus, languages, partners and payment logos from /datas: they change only with a deploy. */
export const staticDataQuery = <K extends keyof StaticDataMap>(name: K) =>
  queryOptions({
    queryKey: ['datas', name],
    queryFn: () => getStaticData(name),
    staleTime: Infinity,
  });

export function useStaticData<K extends keyof StaticDataMap>(name: K) {
  return useQuery(staticDataQuery(name));
}
