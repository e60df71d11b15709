import { isAmountInRange } from '@lale/contract/validators/amount';
import { isValidTurkishIdentityNumber } from '@lale/contract/validators/identity-number';
import type { MessageKey } from '@lale/contract/messages';
import { refusals } from '../../platform/refusal.ts';
import type { CashMethodRow } from './cash-methods.repository.ts';

const PHONE = /^\+?[0-9 ]{10,16}$/;

/** A payment method the caller may use for this kind of request, or 'payment method not defined'. */
export function requireMethod(
  method: CashMethodRow | undefined,
  type: 1 | 2,
  accepts: (transferTypeId: number) => boolean,
): CashMethodRow {
  if (!method || method.type !== type || !accepts(method.transferTypeId))
    throw refusals.notFound('payment_method_undefined', { methodID: 'payment_method_undefined' });
  return method;
}

export function requireAmountInRange(method: CashMethodRow, amount: number): void {
  if (!isAmountInRange(amount, method.minAmount, method.maxAmount))
    throw refusals.invalid({ amount: 'amount_out_of_range' });
}

/**
 * The method's own form rules: its required fields present, identity numbers with valid
 * check digits, phones that look like phones. Only the method's fields are kept.
 */
export function methodDetails(
  method: CashMethodRow,
  input: Record<string, string | undefined>,
): Record<string, string> {
  const problems: Record<string, MessageKey> = {};
  const details: Record<string, string> = {};
  for (const field of method.fields) {
    if (field.name === 'amount' || field.type === 'account' || field.type === 'date') continue;
    const value = input[field.name]?.trim();
    if (!value) {
      if (field.required) problems[field.name] = 'required_field';
      continue;
    }
    if (field.type === 'identity' && !isValidTurkishIdentityNumber(value))
      problems[field.name] = 'identity_number_incorrect';
    else if (field.type === 'phone' && !PHONE.test(value)) problems[field.name] = 'phone_incorrect';
    else details[field.name] = value;
  }
  if (Object.keys(problems).length > 0) throw refusals.invalid(problems);
  return details;
}

export const hasField = (method: CashMethodRow, name: string) =>
  method.fields.some((field) => field.name === name);
