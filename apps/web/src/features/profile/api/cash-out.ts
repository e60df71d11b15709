import type { RpcFailure } from '@lale/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyBalance, COUPONS_ROOT } from '../../../shared/bet-slip/place-coupon.ts';
import { call } from '../../../shared/rpc/call.ts';
import { couponQuery } from './coupon-detail.ts';

/** The current offer a refused cash-out carries, whatever the fact is called. */
export function newOfferOf(reply: RpcFailure): number | null {
  const data = reply.data ?? {};
  for (const key of ['offer', 'cashOutOffer', 'currentOffer']) {
    const value = data[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
    if (value === null) return null;
  }
  return null;
}

/**
 * sportsbook cash_out at the offer the player saw, with the requestKey the caller made once for
 * the press (`newRequestKey`): a retry of that press cashes out once. A refusal
 * with a new offer puts that offer on the coupon; success moves the balance and the lists.
 */
export function useCashOut(couponId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offer, requestKey }: { offer: number; requestKey: string }) =>
      call('sportsbook', 'cash_out', { couponId, offer, requestKey }),
    onSuccess: (reply) => {
      if (reply.result) {
        applyBalance(client, reply.data.balance);
        client.setQueryData(couponQuery(couponId).queryKey, reply.data.coupon);
        void client.invalidateQueries({ queryKey: COUPONS_ROOT });
        return;
      }
      const offer = newOfferOf(reply);
      client.setQueryData(couponQuery(couponId).queryKey, (old) =>
        old ? { ...old, cashOutOffer: offer } : old,
      );
    },
  });
}
