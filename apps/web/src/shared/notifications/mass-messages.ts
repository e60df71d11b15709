import { PAGE_SIZE } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';
import { useAppStore } from '../store/app-store.ts';

/** crm list_mass_messages (limit 10, offset 0): messages to every player. */
export const massMessagesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['crm', 'list_mass_messages', lang],
    queryFn: ({ signal }) =>
      callData(
        'crm',
        'list_mass_messages',
        { limit: PAGE_SIZE.massMessages, offset: 0 },
        { signal },
      ),
  });

export function useMassMessages() {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(massMessagesQuery(lang));
}
