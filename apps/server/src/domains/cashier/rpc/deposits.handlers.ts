import { requestBankDeposit } from '../deposits.service.ts';
import { Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { requestReply } from '../request-reply.ts';

/** SPEC §7 finance.save_bank_transfer (type 1) and save_cep_bank_transfer (type 3). */
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
