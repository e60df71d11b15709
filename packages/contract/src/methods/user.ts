import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import {
  flag,
  id,
  isoDate,
  optionalText,
  password,
  requiredText,
  twoFactorCode,
} from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';
import { isValidTurkishIdentityNumber } from '../validators/identity-number.ts';

export type TwoFactorType = 'none' | 'ga' | 'sms';

/** SPEC §3 login data, without the secrets SPEC lets the browser see (see README, Security). */
export interface LoginData {
  uid: number;
  uip: string;
  gtm: string;
  language: string;
  username: string;
  lastlogin: string | null;
  rid: number;
  /** Set when a second factor must pass before the session exists. */
  twoFactor: TwoFactorType | null;
  /** One-time ticket naming the pending login for `check_ga` / `sms_validate`. */
  challenge: string | null;
}

export interface UserProfile {
  uid: number;
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  phone: string;
  birthdate: string;
  country: string;
  city: string;
  address: string;
  currency: string;
  emailVerified: boolean;
  twoFactor: TwoFactorType;
  smsOptIn: boolean;
  emailOptIn: boolean;
}

export const registerPayload = z
  .object({
    firstname: requiredText(60),
    lastname: requiredText(60),
    birthdate: isoDate(),
    identity_number: z
      .string({ error: 'required_field' })
      .trim()
      .min(1, { error: 'required_field' })
      .refine(isValidTurkishIdentityNumber, { error: 'identity_number_incorrect' }),
    country: requiredText(2),
    city: requiredText(80),
    address: requiredText(300),
    currency: z.enum(CURRENCIES, { error: 'invalid_value' }),
    email: requiredText(254).pipe(z.email({ error: 'invalid_value' })),
    email_confirm: requiredText(254),
    phone: requiredText(20).regex(/^\+?\d{10,15}$/, { error: 'invalid_value' }),
    username: requiredText(30).regex(/^[A-Za-z0-9_.]{3,30}$/, { error: 'invalid_value' }),
    password: password(),
    password_confirm: z.string({ error: 'required_field' }).min(1, { error: 'required_field' }),
    promotion_code: optionalText(40),
    reference_number: optionalText(40),
    sms_opt_in: flag().default(false),
    email_opt_in: flag().default(false),
    accept_rules: flag().refine((v) => v === true || v === 1 || v === '1', {
      error: 'required_field',
    }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirm)
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwords_mismatch' });
    if (value.email !== value.email_confirm)
      ctx.addIssue({ code: 'custom', path: ['email_confirm'], message: 'invalid_value' });
  });

const newPasswordPair = z
  .object({ password: password(), password_confirm: z.string({ error: 'required_field' }) })
  .refine((v) => v.password === v.password_confirm, {
    path: ['password_confirm'],
    error: 'passwords_mismatch',
  });

export const user = {
  login: defineMethod({
    auth: 'none',
    payload: z.object({ username: requiredText(254), password: requiredText(128) }),
    reply: reply<LoginData>(),
  }),
  logout: defineMethod({ auth: 'required', payload: emptyPayload, reply: reply<null>() }),
  pass_change: defineMethod({
    auth: 'required',
    payload: newPasswordPair.and(
      z.object({ current_password: requiredText(128), end_other_sessions: flag().default(false) }),
    ),
    reply: reply<null>(),
  }),
  get_user_profile: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<UserProfile>(),
  }),
  two_auth_type: defineMethod({
    auth: 'required',
    payload: z.object({
      mode: z.enum(['get', 'set']).default('get'),
      type: z.enum(['none', 'ga', 'sms']).optional(),
      code: twoFactorCode().optional(),
    }),
    reply: reply<{ type: TwoFactorType }>(),
  }),
  sms_send: defineMethod({
    auth: 'optional',
    payload: z.object({ challenge: optionalText(200) }),
    reply: reply<{ sentTo: string }>(),
  }),
  sms_validate: defineMethod({
    auth: 'optional',
    payload: z.object({
      SiteType: z.string().max(20).optional(),
      code: twoFactorCode(),
      challenge: optionalText(200),
    }),
    reply: reply<LoginData | null>(),
  }),
  check_user_ga: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<{ enabled: boolean }>(),
  }),
  check_ga: defineMethod({
    auth: 'optional',
    payload: z.object({
      SiteType: z.string().max(20).optional(),
      ga_code: twoFactorCode(),
      challenge: optionalText(200),
    }),
    reply: reply<LoginData | null>(),
  }),
  user_generate_ga: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<{ secret: string; otpauthUrl: string; qrDataUrl: string }>(),
  }),
  clear_generated_ga: defineMethod({
    auth: 'required',
    payload: z.object({ gacode: twoFactorCode() }),
    reply: reply<null>(),
  }),
  register: defineMethod({
    auth: 'none',
    payload: registerPayload,
    reply: reply<{ uid: number }>(),
  }),
  forgot: defineMethod({
    auth: 'none',
    payload: z.object({ email: requiredText(254) }),
    reply: reply<null>(),
  }),
  pass_reset: defineMethod({
    auth: 'none',
    payload: newPasswordPair.and(z.object({ token: requiredText(200) })),
    reply: reply<null>(),
  }),
  favorites: defineMethod({
    auth: 'required',
    payload: z.object({
      mode: z.enum(['insert', 'delete'], { error: 'invalid_value' }),
      type: z.enum(['casino', 'livecasino'], { error: 'invalid_value' }),
      id: id(),
    }),
    reply: reply<number[]>(),
  }),
};
