/** SPEC §3: the localStorage keys, spelled exactly as the product stores them. */
export const STORAGE_KEYS = [
  'userAuth',
  'userProfile',
  'userSession',
  'language',
  'userLanguage',
  'showBalance',
  'expirationDate',
  'userActivityStartTime',
  'siteUnderMaintenance',
  'returnUrl',
  'ridValue',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** Mantine's colour-scheme manager writes 'light' or 'dark' under this key. */
export const COLOR_SCHEME_KEY = 'colorScheme';

/** Storage can throw (private mode, quota, blocked cookies); the app then runs from memory. */
export function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Keeping the value in memory is the best we can do.
  }
}

export function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
