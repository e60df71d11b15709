import type { CashMethod } from '@lale/contract/methods/finance';
import type { MessageKey } from '@lale/contract/messages';
import { isAmountInRange } from '@lale/contract/validators/amount';
import { isValidTurkishIdentityNumber } from '@lale/contract/validators/identity-number';
import { kurusOf } from './amount-input.ts';

/**
 * The checks the server makes too, run before sending: the amount within the method's range
 * and the method's own fields (required, identity numbers). Field → message key.
 */
export function checkMethodForm(
  method: CashMethod,
  amountText: string,
  values: Record<string, string>,
  skip: readonly string[] = [],
): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  const amount = kurusOf(amountText);
  if (amount === null) problems.amount = 'enter_amount';
  else if (!isAmountInRange(amount, method.minAmount, method.maxAmount))
    problems.amount = 'amount_out_of_range';
  for (const field of method.fields) {
    if (field.name === 'amount' || skip.includes(field.name)) continue;
    const value = values[field.name]?.trim() ?? '';
    if (!value) {
      if (field.required) problems[field.name] = 'required_field';
    } else if (field.type === 'identity' && !isValidTurkishIdentityNumber(value)) {
      problems[field.name] = 'identity_number_incorrect';
    }
  }
  return problems;
}
