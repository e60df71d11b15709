import { DEFAULT_IP } from '@lale/contract/constants';
import { normalizeLang } from '@lale/contract/languages';
import { DEFAULT_LOCALE, localeOf } from './session-types.ts';
import type { AuthRecord, LocaleOption, StoredProfile, StoredSession } from './session-types.ts';
import { parseJson } from './storage.ts';
import type { StorageKey } from './storage.ts';

/** How one storage key turns into state and back; `write` returns null to remove the key. */
interface Codec<T> {
  read: (raw: string | null) => T;
  write: (value: T) => string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const toUid = (value: unknown): number | null => {
  const uid = typeof value === 'string' ? Number(value) : value;
  return typeof uid === 'number' && Number.isSafeInteger(uid) && uid > 0 ? uid : null;
};
const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function json<T>(decode: (value: Json) => T | null): Codec<T | null> {
  return {
    read: (raw) => {
      const value = parseJson(raw);
      return isObject(value) ? decode(value) : null;
    },
    write: (value) => (value === null ? null : JSON.stringify(value)),
  };
}

const numberCodec: Codec<number | null> = {
  read: (raw) =>
    raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : null,
  write: (value) => (value === null ? null : String(value)),
};

const stringCodec: Codec<string | null> = { read: (raw) => raw, write: (value) => value };

export const codecs = {
  userAuth: json<AuthRecord>((v) => {
    const uid = toUid(v.uid);
    return uid === null ? null : { uid, uip: text(v.uip, DEFAULT_IP) };
  }),
  userProfile: json<StoredProfile>((v) => {
    const uid = toUid(v.uid);
    if (uid === null) return null;
    const [firstname, lastname, lastlogin] = [
      textOrNull(v.firstname),
      textOrNull(v.lastname),
      textOrNull(v.lastlogin),
    ];
    return { uid, username: text(v.username, ''), firstname, lastname, lastlogin };
  }),
  userSession: json<StoredSession>((v) => {
    const uid = toUid(v.uid);
    if (uid === null) return null;
    return {
      uid,
      uip: text(v.uip, DEFAULT_IP),
      gmt: text(v.gmt ?? v.gtm, ''),
      lang: normalizeLang(v.lang),
    };
  }),
  language: {
    read: (raw) => {
      const value = parseJson(raw);
      return isObject(value) ? localeOf(normalizeLang(value.lang)) : DEFAULT_LOCALE;
    },
    write: (value) => JSON.stringify(value),
  } satisfies Codec<LocaleOption>,
  userLanguage: { read: normalizeLang, write: (value) => value } satisfies Codec<
    ReturnType<typeof normalizeLang>
  >,
  showBalance: {
    read: (raw) => raw !== '0',
    write: (value) => (value ? '1' : '0'),
  } satisfies Codec<boolean>,
  expirationDate: numberCodec,
  userActivityStartTime: numberCodec,
  siteUnderMaintenance: {
    read: (raw) => raw === 'true',
    write: (value) => String(value),
  } satisfies Codec<boolean>,
  returnUrl: stringCodec,
  ridValue: numberCodec,
} satisfies Record<
  StorageKey,
  { read: (raw: string | null) => unknown; write: (value: never) => string | null }
>;

export type PersistedState = { [K in StorageKey]: ReturnType<(typeof codecs)[K]['read']> };
