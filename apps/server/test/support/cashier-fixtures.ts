/** A valid Turkish IBAN for a 5-digit bank code and a 16-character account part. */
export function turkishIban(bank: number, account: number): string {
  const bban = `${String(bank).padStart(5, '0')}0${String(account).padStart(16, '0')}`;
  const numeric = `${bban}2927` + '00'; // 'T' = 29, 'R' = 27, check digits 00
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

let accountSerial = 0;

/** A complete save_bank_account form of bank 1 with a fresh IBAN. */
export function bankAccountForm(overrides: Record<string, unknown> = {}) {
  accountSerial++;
  return {
    bankID: 1,
    accountHolder: 'Ayşe Yılmaz',
    branchCode: '1234',
    accountNumber: `99${accountSerial}`,
    iban: turkishIban(12, 1_000_000 + accountSerial * 7),
    ...overrides,
  };
}
