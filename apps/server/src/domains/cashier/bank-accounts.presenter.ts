import type { Bank, BankAccount } from '@lale/contract/methods/finance';
import type { BankAccountRow } from './bank-accounts.repository.ts';
import type { BankRow } from './banks.repository.ts';

export function presentBank(row: BankRow): Bank {
  return { bankID: row.id, name: row.name, typeID: row.typeId };
}

export function presentBankAccount(row: BankAccountRow): BankAccount {
  return {
    bankAccountID: row.id,
    bankID: row.bankId,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    branchCode: row.branchCode,
    accountNumber: row.accountNumber,
    iban: row.iban,
  };
}
