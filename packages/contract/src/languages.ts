export const languages = ['tr', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'tr';

/** SPEC §4/§5: a stored or sent language must be exactly two letters we offer, else tr. */
export function normalizeLang(value: unknown): Lang {
  if (typeof value !== 'string' || value.length !== 2) return defaultLang;
  const lower = value.toLowerCase();
  return (languages as readonly string[]).includes(lower) ? (lower as Lang) : defaultLang;
}
