import { requestPrepaidDeposit } from '../deposits.service.ts';
import { loadPaymentProvider } from '../payment-provider.ts';
import { requestWithdrawal } from '../withdrawals.service.ts';
import { refusals } from '../../../platform/refusal.ts';
import { Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { requestReply } from '../request-reply.ts';

/**
 * SPEC §7 prepayServices.processTransaction: a prepaid deposit (Type 1; the reply names the
 * provider page to pay on) or any withdrawal (Type 2; its amount is held at once).
 */
export function prepayServicesHandlers(now: () => Date): {
  prepayServices: ClassHandlers<'prepayServices'>;
} {
  return {
    prepayServices: {
      processTransaction: {
        handle: async (p, ctx) => {
          const uid = ctx.session.uid;
          if (p.Type === 2) {
            const row = await requestWithdrawal(ctx.db, uid, p, now());
            const reply = await requestReply(ctx.db, row, ctx.lang);
            return new Success(
              { ...reply, redirectUrl: null },
              { message: 'withdrawal_requested' },
            );
          }
          // A withdrawal's acceptance means nothing to a deposit.
          const { acceptBonusForfeit: _withdrawalsOnly, ...form } = p;
          const { request, provider: code } = await requestPrepaidDeposit(ctx.db, uid, form, now());
          const provider = await loadPaymentProvider(ctx.db, code);
          if (!provider) throw refusals.failed('provider_unreachable');
          const redirectUrl =
            request.status === 'new'
              ? provider.checkoutUrl({
                  reference: request.providerReference!,
                  amount: request.amount,
                })
              : null;
          const reply = await requestReply(ctx.db, request, ctx.lang);
          return new Success({ ...reply, redirectUrl }, { message: 'deposit_requested' });
        },
      },
    },
  };
}
