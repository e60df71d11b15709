import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  groupedCashMethodsQuery,
  highlightedCashMethodsQuery,
  isMethodGroup,
} from '../../../shared/api/cash-methods.ts';
import type { CashMethodEntry } from '../../../shared/api/cash-methods.ts';
import { call, callData } from '../../../shared/rpc/call.ts';

export function useGroupedCashMethods(type: 1 | 2) {
  return useQuery(groupedCashMethodsQuery(type));
}

/** Highlighted methods are offered for deposits only. */
export function useHighlightedCashMethods(type: 1 | 2) {
  return useQuery({ ...highlightedCashMethodsQuery(type), enabled: type === 1 });
}

const withFlag = (entries: CashMethodEntry[], id: number, flag: 0 | 1): CashMethodEntry[] =>
  entries.map((entry) => {
    if (isMethodGroup(entry))
      return {
        ...entry,
        methods: entry.methods.map((m) =>
          m.methodID === id
            ? { ...m, isFavorite: flag, properties: { ...m.properties, isFavorite: flag } }
            : m,
        ),
      };
    return entry.methodID === id
      ? { ...entry, isFavorite: flag, properties: { ...entry.properties, isFavorite: flag } }
      : entry;
  });

/**
 * The favourite star (SPEC §4: the flag toggles 1/0 with a success toast): add or remove, then
 * check_favorite_cash_method for the flag the star shows at once, before the list comes back
 * in its new order (favourites first).
 */
export function useToggleFavoriteMethod(type: 1 | 2) {
  const client = useQueryClient();
  const listKey = groupedCashMethodsQuery(type).queryKey;
  return useMutation({
    mutationFn: async ({ id, favorite }: { id: number; favorite: boolean }) => {
      const method = favorite ? 'add_favorite_cash_method' : 'remove_favorite_cash_method';
      const reply = await call('finance', method, { id });
      if (!reply.result) return { reply, isFavorite: null };
      const { isFavorite } = await callData('finance', 'check_favorite_cash_method', { id });
      return { reply, isFavorite };
    },
    onSuccess: ({ isFavorite }, { id }) => {
      if (isFavorite !== null)
        client.setQueryData(listKey, (entries) => entries && withFlag(entries, id, isFavorite));
      void client.invalidateQueries({ queryKey: listKey });
      void client.invalidateQueries({ queryKey: highlightedCashMethodsQuery(type).queryKey });
    },
  });
}
