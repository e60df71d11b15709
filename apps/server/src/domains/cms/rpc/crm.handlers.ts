import { page, type ClassHandlers } from '../../../rpc/handler.ts';
import { liveMassMessages, presentMassMessage } from '../mass-messages.repository.ts';

/** SPEC §7 crm list_mass_messages: messages to every player, newest first, no session. */
export function crmHandlers(now: () => Date): { crm: ClassHandlers<'crm'> } {
  return {
    crm: {
      list_mass_messages: {
        handle: async (p, ctx) => {
          const { rows, total } = await liveMassMessages(ctx.db, ctx.lang, now(), p);
          return page(rows.map(presentMassMessage), { limit: p.limit, offset: p.offset, total });
        },
      },
    },
  };
}
