import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { MessageKey } from '../messages.ts';
import { isCommonPassword } from './common-password.ts';

/**
 * SPEC §5: at least 6 characters, one uppercase letter and one number; and not one of the very
 * common passwords (ASVS 2.1.7). Returns every failed rule.
 */
export function passwordProblems(password: string): MessageKey[] {
  const problems: MessageKey[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('password_min_length');
  if (!/\p{Lu}/u.test(password)) problems.push('password_uppercase');
  if (!/\p{Nd}/u.test(password)) problems.push('password_number');
  if (isCommonPassword(password)) problems.push('password_too_common');
  return problems;
}
