import { z } from 'zod';
import { requiredText, twoFactorCode } from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';
import type { FinanceTransaction } from './finance.ts';

/**
 * A player's own data, to take away (KVKK art. 11, GDPR art. 15 and 20) and the closure of the
 * account. Neither is in SPEC §7, which names the profile screen only; allowlisted in
 * registry.test.ts.
 */

export interface ExportedProfile {
  uid: number;
  username: string;
  firstname: string;
  lastname: string;
  birthdate: string;
  /** Shown to its owner only here; stored sealed. */
  identityNumber: string;
  email: string;
  emailVerified: boolean;
  phone: string;
  country: string;
  city: string;
  address: string;
  currency: string;
  promotionCode: string | null;
  referenceNumber: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}

export interface ExportedSettings {
  language: string;
  twoFactor: 'none' | 'ga' | 'sms';
  smsOptIn: boolean;
  emailOptIn: boolean;
}

export interface ExportedBankAccount {
  id: number;
  bank: string;
  accountHolder: string;
  branchCode: string;
  accountNumber: string;
  iban: string;
  createdAt: string;
  deletedAt: string | null;
}

/** Every sign-in the site still keeps, ended ones too. */
export interface ExportedSession {
  ip: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface ExportedCoupon {
  id: number;
  kind: string;
  totalStake: number;
  possiblePayout: number;
  outcome: string;
  payout: number;
  createdAt: string;
  settledAt: string | null;
  legs: {
    eventId: number;
    market: string;
    selection: string;
    odds: number;
    outcome: string | null;
  }[];
}

/** A round of an in-house game (slots, roulette, blackjack) or a crash bet; kuruş. */
export interface ExportedGameRound {
  id: string;
  game: string;
  stake: number;
  win: number;
  status: string;
  createdAt: string;
  settledAt: string | null;
}

export interface PersonalDataExport {
  /** Names this document's shape, for whoever reads it later. */
  format: 'lale-personal-data/1';
  exportedAt: string;
  profile: ExportedProfile;
  settings: ExportedSettings;
  bankAccounts: ExportedBankAccount[];
  sessions: ExportedSession[];
  /** The account history: finance, game and bonus movements, as `list_transactions` shows. */
  transactions: FinanceTransaction[];
  sportsCoupons: ExportedCoupon[];
  gameRounds: ExportedGameRound[];
  crashBets: ExportedGameRound[];
}

export const personalDataMethods = {
  /** The signed-in player's own data as one JSON document. */
  export_personal_data: defineMethod({
    auth: 'required',
    rateLimit: [{ rule: 'personalDataExports', per: 'account' }],
    payload: emptyPayload,
    reply: reply<PersonalDataExport>(),
  }),
  /**
   * Closes the signed-in player's account: the current password and a second-factor code (the
   * authenticator's for a player using one, otherwise the code `sms_send` texted). Every
   * session ends and sign-in is refused from then on; the money records stay.
   */
  close_account: defineMethod({
    auth: 'required',
    payload: z.object({ current_password: requiredText(128), code: twoFactorCode() }),
    reply: reply<null>(),
  }),
};
