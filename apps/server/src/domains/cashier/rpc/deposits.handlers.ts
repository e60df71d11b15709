import { depositRoomOf } from '../deposit-limits.ts';
import { depositOutcome } from '../deposit-outcome.ts';
import { requestBankDeposit } from '../deposits.service.ts';
import { Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { requestReply } from '../request-reply.ts';

/**
 * SPEC §7 finance.save_bank_transfer (type 1) and save_cep_bank_transfer (type 3), and the
 * deposit the provider's return page tells about (get_deposit, issue 38), and what the deposit
 * limits still allow (get_deposit_room, issue 38).
 */
export function depositsHandlers(now: () => Date): { finance: ClassHandlers<'finance'> } {
  return {
    finance: {
      save_bank_transfer: {
        handle: async (p, ctx) => {
          const row = await requestBankDeposit(ctx.db, ctx.session.uid, 1, p, now());
          return new Success(await requestReply(ctx.db, row, ctx.lang), {
            message: 'deposit_requested',
          });
        },
      },
      get_deposit: {
        handle: async (p, ctx) =>
          new Success(await depositOutcome(ctx.db, ctx.session.uid, p.reference, ctx.lang)),
      },
      get_deposit_room: {
        handle: (_p, ctx) => depositRoomOf(ctx.db, ctx.session.uid, now()),
      },
      save_cep_bank_transfer: {
        handle: async (p, ctx) => {
          const row = await requestBankDeposit(ctx.db, ctx.session.uid, 3, p, now());
          return new Success(await requestReply(ctx.db, row, ctx.lang), {
            message: 'deposit_requested',
          });
        },
      },
    },
  };
}
