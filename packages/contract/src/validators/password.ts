import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { MessageKey } from '../messages.ts';

/** SPEC §5: at least 6 characters, one uppercase letter and one number. Returns every failed rule. */
export function passwordProblems(password: string): MessageKey[] {
  const problems: MessageKey[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('password_min_length');
  if (!/\p{Lu}/u.test(password)) problems.push('password_uppercase');
  if (!/\p{Nd}/u.test(password)) problems.push('password_number');
  return problems;
}
