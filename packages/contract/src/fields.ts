import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_MIN_LENGTH } from './constants.ts';
import { isAdultOn, isCalendarDate } from './validators/birth-date.ts';
import { passwordProblems } from './validators/password.ts';
import { isTwoFactorCodeFormat } from './validators/two-factor-code.ts';

/**
 * Field schemas shared by the methods. Their error messages are message keys of
 * `messages.ts`, translated at the edge into the caller's language.
 */
export const requiredText = (max = 200) =>
  z
    .string({ error: 'required_field' })
    .trim()
    .min(1, { error: 'required_field' })
    .max(max, { error: 'value_too_long' });

export const optionalText = (max = 200) =>
  z.string({ error: 'invalid_value' }).trim().max(max, { error: 'value_too_long' }).optional();

/** Ids arrive as numbers or numeric strings from older clients. */
export const id = () =>
  z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(2_147_483_647, { error: 'invalid_value' });

export const limit = (fallback: number, max = MAX_PAGE_SIZE) =>
  z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(max, { error: 'invalid_value' })
    .default(fallback);

export const offset = () =>
  z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(1_000_000, { error: 'invalid_value' })
    .default(0);

export const searchText = () =>
  z
    .string({ error: 'invalid_value' })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: 'search_min_length' })
    .max(100, { error: 'value_too_long' })
    .optional();

export const siteType = () =>
  z.enum(['desktop', 'mobile'], { error: 'invalid_value' }).default('desktop');

export const password = () =>
  z
    .string({ error: 'required_field' })
    .min(1, { error: 'required_field' })
    .max(128, { error: 'value_too_long' })
    .superRefine((value, ctx) => {
      for (const problem of passwordProblems(value))
        ctx.addIssue({ code: 'custom', message: problem });
    });

export const twoFactorCode = () =>
  z.string({ error: 'code_format' }).trim().refine(isTwoFactorCodeFormat, { error: 'code_format' });

/** Dates on the wire: YYYY-MM-DD or a full ISO timestamp. */
export const isoDate = () =>
  z
    .string({ error: 'invalid_value' })
    .max(40, { error: 'value_too_long' })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'invalid_value' });

/** A birth date, YYYY-MM-DD, of someone 18 or older today (the server checks again on its clock). */
export const birthDate = () =>
  z
    .string({ error: 'required_field' })
    .trim()
    .min(1, { error: 'required_field' })
    .refine(isCalendarDate, { error: 'invalid_value', abort: true })
    .refine((value) => isAdultOn(value, new Date()), { error: 'underage' });

export const email = () => requiredText(254).pipe(z.email({ error: 'invalid_value' }));

/** Letters, digits, dot and underscore, 3 to 30 characters. */
export const username = () =>
  requiredText(30).regex(/^[A-Za-z0-9_.]{3,30}$/, { error: 'invalid_value' });

export const flag = () =>
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

/**
 * One key per user action (a click, a submitted form), chosen by the client and sent again on
 * its automatic retries: a retried or double-clicked action answers the first request instead
 * of making a second one. Required by every method that moves money (`movesMoney`).
 */
export const requestKey = z
  .string({ error: 'request_key_required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid_value' });
