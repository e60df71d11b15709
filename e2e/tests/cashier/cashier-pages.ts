import { randomInt } from 'node:crypto';

/** A valid Turkish IBAN (ISO 13616 check digits) no other test uses. */
export function newIban(): string {
  const bban = `000120${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  let remainder = 0;
  for (const digit of `${bban}292700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** A valid T.C. identity number for the deposit form. */
export const SENDER_IDENTITY = '10000000146';
