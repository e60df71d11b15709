import type { CashMethod, CashMethodGroup } from '@lale/contract/methods/finance';
import { queryOptions } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';

export type CashMethodEntry = CashMethod | CashMethodGroup;

/**
 * finance list_cash_methods_new: Type 1 deposit, 2 withdrawal, grouped as the server groups
 * them, the player's favourites first. SPEC §4 loads both at startup with the highlighted ones.
 */
export const groupedCashMethodsQuery = (type: 1 | 2) =>
  queryOptions({
    queryKey: ['user', 'finance', 'list_cash_methods_new', type],
    queryFn: ({ signal }) =>
      callData('finance', 'list_cash_methods_new', { Type: type }, { signal }),
  });

/** finance list_highlighted_cash_methods: the methods the operator puts forward. */
export const highlightedCashMethodsQuery = (type: 1 | 2) =>
  queryOptions({
    queryKey: ['user', 'finance', 'list_highlighted_cash_methods', type],
    queryFn: ({ signal }) =>
      callData('finance', 'list_highlighted_cash_methods', { Type: type }, { signal }),
  });

export const isMethodGroup = (entry: CashMethodEntry): entry is CashMethodGroup =>
  'type' in entry && entry.type === 'group';

/** Every method of the grouped list, in its order. */
export const methodsOf = (entries: CashMethodEntry[]): CashMethod[] =>
  entries.flatMap((entry) => (isMethodGroup(entry) ? entry.methods : [entry]));
