import type { RpcFailure } from '@lale/contract/envelope';
import type { OddsChange } from '@lale/contract/methods/sportsbook';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { balanceQuery } from '../api/balance.ts';
import { newRequestKey } from '../lib/request-key.ts';
import { call } from '../rpc/call.ts';
import type { SlipSummary } from './slip-maths.ts';
import type { SlipState } from './slip-store.ts';

/** Query keys under this root list the player's coupons: a new coupon refreshes them. */
export const COUPONS_ROOT = ['user', 'betframe'] as const;

/** The coupon the slip would place: a fresh requestKey for each submission. */
export function couponPayload(state: SlipState, summary: SlipSummary) {
  return {
    requestKey: newRequestKey(),
    kind: summary.type.kind,
    sizes: summary.type.kind === 'system' ? [...summary.type.sizes] : [],
    stakePerLine: state.stakePerLine ?? 0,
    acceptOddsChanges: state.acceptOddsChanges,
    legs: state.selections.map((s) => ({
      eventId: s.eventId,
      market: s.market,
      selection: s.selection,
      odds: s.odds,
    })),
  };
}

const isOddsChange = (value: unknown): value is OddsChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OddsChange).eventId === 'string' &&
  typeof (value as OddsChange).marketKey === 'string' &&
  typeof (value as OddsChange).selection === 'string';

/** New odds a refused coupon carries, whatever fact name the server gives the list. */
export function oddsChangesOf(reply: RpcFailure): OddsChange[] {
  for (const value of Object.values(reply.data ?? {}))
    if (Array.isArray(value) && value.length > 0 && value.every(isOddsChange)) return value;
  return [];
}

/** The header balance at once from a reply's balance, then read again. */
export function applyBalance(client: QueryClient, balance: number): void {
  client.setQueryData(balanceQuery().queryKey, (rows) =>
    rows && rows.length > 0
      ? rows.map((row, index) => (index === 0 ? { ...row, balance } : row))
      : rows,
  );
  void client.invalidateQueries({ queryKey: balanceQuery().queryKey });
}

/** sportsbook place_coupon; the balance and the coupon lists follow a placed coupon. */
export function usePlaceCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ReturnType<typeof couponPayload>) =>
      call('sportsbook', 'place_coupon', payload),
    onSuccess: (reply) => {
      if (!reply.result) return;
      applyBalance(client, reply.data.balance);
      void client.invalidateQueries({ queryKey: COUPONS_ROOT });
    },
  });
}
