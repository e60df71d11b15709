import { normalizeIban } from '@lale/contract/validators/iban';
import type { Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { banksRepository } from './banks.repository.ts';
import { isUniqueViolation } from './unique-violation.ts';
import {
  bankAccountsRepository as repo,
  type BankAccountInput,
  type BankAccountRow,
} from './bank-accounts.repository.ts';

export interface SaveBankAccount extends BankAccountInput {
  bankAccountID?: number | undefined;
}

/**
 * Adds or updates one of the player's bank accounts. Another player's id is 'not found' and
 * changes nothing; one IBAN is kept once per player.
 */
export async function saveBankAccount(
  db: Db,
  userId: number,
  input: SaveBankAccount,
  now: Date,
): Promise<{ account: BankAccountRow; created: boolean }> {
  const bank = await banksRepository.findEnabled(db, input.bankId);
  if (!bank || bank.typeId !== 1) throw refusals.invalid({ bankID: 'invalid_value' });
  const fields: BankAccountInput = {
    bankId: input.bankId,
    accountHolder: input.accountHolder,
    branchCode: input.branchCode,
    accountNumber: input.accountNumber,
    iban: normalizeIban(input.iban),
  };
  const sameIban = await repo.findOwnIban(db, userId, fields.iban);
  if (sameIban !== undefined && sameIban !== input.bankAccountID)
    throw refusals.conflict('bank_account_exists', { iban: 'bank_account_exists' });

  let id: number;
  try {
    if (input.bankAccountID === undefined) {
      id = await repo.insert(db, userId, fields, now);
    } else {
      if (!(await repo.update(db, userId, input.bankAccountID, fields, now)))
        throw refusals.notFound();
      id = input.bankAccountID;
    }
  } catch (error) {
    // Two saves of one IBAN at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error))
      throw refusals.conflict('bank_account_exists', { iban: 'bank_account_exists' });
    throw error;
  }
  const account = await repo.findOwn(db, userId, id);
  if (!account) throw refusals.notFound();
  return { account, created: input.bankAccountID === undefined };
}
