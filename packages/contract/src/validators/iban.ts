const TURKISH_IBAN = /^TR\d{2}\d{5}0[0-9A-Z]{16}$/;

/** Spaces are allowed for readability and dropped; letters are upper-cased. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A Turkish IBAN: TR, two ISO 13616 check digits (mod 97 = 1), bank code, reserve digit 0, account. */
export function isValidTurkishIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (iban.length !== 26 || !TURKISH_IBAN.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
