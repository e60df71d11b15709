import { z } from 'zod';
import { flag, id, optionalText, requiredText, twoFactorCode } from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';
import {
  changeEmailPayload,
  changeUsernamePayload,
  newPasswordPair,
  registerPayload,
} from './user-payloads.ts';
import { personalDataMethods } from './user-personal-data.ts';

export { registerPayload } from './user-payloads.ts';
export type * from './user-personal-data.ts';

export type TwoFactorType = 'none' | 'ga' | 'sms';

/** SPEC §3 login data, without the secrets SPEC lets the browser see (see README, Security). */
export interface LoginData {
  uid: number;
  uip: string;
  gtm: string;
  language: string;
  username: string;
  /** The player's names, for the header's initials at once; null while a second factor is due. */
  firstname: string | null;
  lastname: string | null;
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

/** One signed-in device of the player; `id` is public and is not the session secret. */
export interface SessionInfo {
  id: string;
  current: boolean;
  ip: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** Shown once: the secret never leaves the server again after enrolment. */
export interface GaEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

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
  /** `set` needs a valid code of the target factor ('ga', 'sms') or the current password ('none'). */
  two_auth_type: defineMethod({
    auth: 'required',
    payload: z.object({
      mode: z.enum(['get', 'set'], { error: 'invalid_value' }).default('get'),
      type: z.enum(['none', 'ga', 'sms'], { error: 'invalid_value' }).optional(),
      code: twoFactorCode().optional(),
      current_password: optionalText(128),
    }),
    reply: reply<{ type: TwoFactorType }>(),
  }),
  /** With a login challenge (no session) or for the signed-in player's own phone. */
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
  /** With a challenge: the login's second step. With a session: confirms enrolment. */
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
    reply: reply<GaEnrolment>(),
  }),
  clear_generated_ga: defineMethod({
    auth: 'required',
    payload: z.object({ gacode: twoFactorCode() }),
    reply: reply<null>(),
  }),
  register: defineMethod({
    auth: 'none',
    rateLimit: [{ rule: 'registrations', per: 'ip' }],
    payload: registerPayload,
    reply: reply<{ uid: number }>(),
  }),
  forgot: defineMethod({
    auth: 'none',
    rateLimit: [{ rule: 'recoveryRequests', per: 'ip' }],
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
    transaction: true,
    movesMoney: false,
    payload: z.object({
      mode: z.enum(['insert', 'delete'], { error: 'invalid_value' }),
      type: z.enum(['casino', 'livecasino'], { error: 'invalid_value' }),
      id: id(),
    }),
    reply: reply<number[]>(),
  }),

  // Beyond SPEC §7 (allowlisted in registry.test.ts): the flows SPEC names without a call.
  /** The link of the registration or change-of-email mail. */
  confirm_email: defineMethod({
    auth: 'none',
    payload: z.object({ token: requiredText(200) }),
    reply: reply<null>(),
  }),
  list_sessions: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<SessionInfo[]>(),
  }),
  end_session: defineMethod({
    auth: 'required',
    payload: z.object({ sessionId: requiredText(64) }),
    reply: reply<null>(),
  }),
  change_username: defineMethod({
    auth: 'required',
    payload: changeUsernamePayload,
    reply: reply<{ username: string }>(),
  }),
  /** The address changes only once the link mailed to the new address is followed. */
  change_email: defineMethod({
    auth: 'required',
    payload: changeEmailPayload,
    reply: reply<null>(),
  }),
  /** The link mailed after repeated failed logins: lifts the slowdown, once. */
  unlock_account: defineMethod({
    auth: 'none',
    rateLimit: [{ rule: 'unlockRequests', per: 'ip' }],
    payload: z.object({ token: requiredText(200) }),
    reply: reply<null>(),
  }),
  ...personalDataMethods,
};
