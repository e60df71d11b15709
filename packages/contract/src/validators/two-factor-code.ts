import { TWO_FACTOR_CODE_LENGTH } from '../constants.ts';

const CODE = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

/** SPEC §5: exactly six digits. */
export function isTwoFactorCodeFormat(code: string): boolean {
  return CODE.test(code);
}
