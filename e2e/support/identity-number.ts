import { randomInt } from 'node:crypto';

/**
 * The two check digits of a Turkish identity number (T.C. Kimlik No) after its first nine:
 * (7 × sum of places 1,3,5,7,9 − sum of places 2,4,6,8) mod 10, then the sum of the ten mod 10.
 */
export function withCheckDigits(firstNine: string): string {
  const d = [...firstNine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((sum, digit) => sum + digit, 0) % 10);
  return d.join('');
}

/** A fresh valid number: nine random digits, the first not 0, and the check digits. */
export function newIdentityNumber(): string {
  const firstNine = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
  return withCheckDigits(firstNine.join(''));
}

/** The same number with a wrong last check digit. */
export function withWrongCheckDigit(identityNumber: string): string {
  const last = Number(identityNumber.at(-1));
  return identityNumber.slice(0, 10) + String((last + 1) % 10);
}
