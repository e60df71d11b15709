import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import {
  birthDate,
  email,
  flag,
  optionalText,
  password,
  requiredText,
  username,
} from '../fields.ts';
import { MONEY_LIMIT_MAX, MONEY_LIMIT_MIN } from '../responsible-gaming/limits.ts';
import { isValidTurkishIdentityNumber } from '../validators/identity-number.ts';

const isTrue = (v: unknown) => v === true || v === 1 || v === '1';

const outOfRange = { error: 'amount_out_of_range' } as const;
/**
 * A deposit limit offered at registration (issue 17), kuruş; '' or absent sets none. It applies
 * from the account's first moment, as a limit set under /profile would.
 */
const offeredDepositLimit = () =>
  z
    .union(
      [
        z.literal('').transform(() => undefined),
        z
          .number(outOfRange)
          .int(outOfRange)
          .min(MONEY_LIMIT_MIN, outOfRange)
          .max(MONEY_LIMIT_MAX, outOfRange),
      ],
      outOfRange,
    )
    .optional();

/** SPEC §3 registration form, under the wire names the old client sends. */
export const registerPayload = z
  .object({
    firstname: requiredText(60),
    lastname: requiredText(60),
    birthdate: birthDate(),
    identity_number: z
      .string({ error: 'required_field' })
      .trim()
      .min(1, { error: 'required_field' })
      .refine(isValidTurkishIdentityNumber, { error: 'identity_number_incorrect' }),
    country: requiredText(2),
    city: requiredText(80),
    address: requiredText(300),
    currency: z.enum(CURRENCIES, { error: 'invalid_value' }),
    email: email(),
    email_confirm: requiredText(254),
    phone: requiredText(20).regex(/^\+?\d{10,15}$/, { error: 'invalid_value' }),
    username: username(),
    password: password(),
    password_confirm: z.string({ error: 'required_field' }).min(1, { error: 'required_field' }),
    promotion_code: optionalText(40),
    reference_number: optionalText(40),
    sms_opt_in: flag().default(false).transform(isTrue),
    email_opt_in: flag().default(false).transform(isTrue),
    accept_rules: flag().refine(isTrue, { error: 'required_field' }),
    deposit_limit_day: offeredDepositLimit(),
    deposit_limit_week: offeredDepositLimit(),
    deposit_limit_month: offeredDepositLimit(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirm)
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwords_mismatch' });
    if (value.email.toLowerCase() !== value.email_confirm.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['email_confirm'], message: 'emails_mismatch' });
  });

export const newPasswordPair = z
  .object({ password: password(), password_confirm: z.string({ error: 'required_field' }) })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    error: 'passwords_mismatch',
  });

export const changeEmailPayload = z
  .object({ email: email(), email_confirm: requiredText(254), current_password: requiredText(128) })
  .refine((v) => v.email.toLowerCase() === v.email_confirm.toLowerCase(), {
    path: ['email_confirm'],
    error: 'emails_mismatch',
  });

export const changeUsernamePayload = z.object({
  username: username(),
  current_password: requiredText(128),
});
