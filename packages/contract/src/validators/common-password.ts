import { COMMON_PASSWORDS_TEXT } from './common-passwords.data.ts';
import { foldTurkish } from './search.ts';

let common: Set<string> | undefined;

/**
 * True for a password on the list of very common ones, whatever its case or Turkish letters
 * ('Galatasaray1905' and 'GALATASARAY1905' both match). The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  return common.has(foldTurkish(password.trim()));
}
