import { banksRepository } from '../banks.repository.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { ClassHandlers } from '../../../rpc/handler.ts';

/** SPEC §7 envoy.getDepositAmounts: the preset amounts (kuruş) a bank's deposit form offers. */
export function envoyHandlers(): { envoy: ClassHandlers<'envoy'> } {
  return {
    envoy: {
      getDepositAmounts: {
        handle: async (p, ctx) => {
          const code = p.bankcode.toLowerCase();
          if (!(await banksRepository.findByCode(ctx.db, code))) throw refusals.notFound();
          return { amounts: await banksRepository.presetAmounts(ctx.db, code) };
        },
      },
    },
  };
}
