import type { Lang } from '@lale/contract/languages';
import type { LanguageOption } from '@lale/contract/site';

/** SPEC §3 auth record, without the secret: the session id lives in an HttpOnly cookie. */
export interface AuthRecord {
  uid: number;
  uip: string;
}

/** SPEC §3 stored session (`sid` stays in the cookie). */
export interface StoredSession {
  uid: number;
  uip: string;
  gmt: string;
  lang: Lang;
}

/** The profile fields the header and guards need; the full profile is server state. */
export interface StoredProfile {
  uid: number;
  username: string;
  firstname: string | null;
  lastname: string | null;
  lastlogin: string | null;
}

export type LocaleOption = LanguageOption;

export const LOCALES: readonly LocaleOption[] = [
  { id: 1, title: 'TR', lang: 'tr' },
  { id: 2, title: 'EN', lang: 'en' },
];

export const DEFAULT_LOCALE: LocaleOption = { id: 1, title: 'TR', lang: 'tr' };

export function localeOf(lang: Lang): LocaleOption {
  return LOCALES.find((option) => option.lang === lang) ?? DEFAULT_LOCALE;
}
