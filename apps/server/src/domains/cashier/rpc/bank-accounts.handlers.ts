import { bankAccountsRepository as accounts } from '../bank-accounts.repository.ts';
import { saveBankAccount } from '../bank-accounts.service.ts';
import { banksRepository } from '../banks.repository.ts';
import { refusals } from '../../../platform/refusal.ts';
import { Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { presentBank, presentBankAccount } from '../bank-accounts.presenter.ts';

/** SPEC §7 finance: banks and the player's own bank accounts (never another player's). */
export function bankAccountsHandlers(now: () => Date): { finance: ClassHandlers<'finance'> } {
  return {
    finance: {
      list_banks: {
        handle: async (p, ctx) =>
          (await banksRepository.listEnabled(ctx.db, p.typeID)).map(presentBank),
      },
      list_bank_accounts: {
        handle: async (_p, ctx) =>
          (await accounts.listOwn(ctx.db, ctx.session.uid)).map(presentBankAccount),
      },
      get_bank_account: {
        handle: async (p, ctx) => {
          const row = await accounts.findOwn(ctx.db, ctx.session.uid, p.bankID);
          if (!row) throw refusals.notFound();
          return presentBankAccount(row);
        },
      },
      save_bank_account: {
        handle: async (p, ctx) => {
          const { account, created } = await saveBankAccount(
            ctx.db,
            ctx.session.uid,
            {
              bankAccountID: p.bankAccountID,
              bankId: p.bankID,
              accountHolder: p.accountHolder,
              branchCode: p.branchCode,
              accountNumber: p.accountNumber,
              iban: p.iban,
            },
            now(),
          );
          return new Success(presentBankAccount(account), {
            message: created ? 'bank_account_added' : 'bank_account_updated',
          });
        },
      },
      delete_bank_account: {
        handle: async (p, ctx) => {
          if (!(await accounts.softDelete(ctx.db, ctx.session.uid, p.bankAccountID, now())))
            throw refusals.notFound();
          return new Success(null, { message: 'bank_account_deleted' });
        },
      },
    },
  };
}
