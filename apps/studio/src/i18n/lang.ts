export type Lang = 'tr' | 'en';

/** The page's language comes from the launch URL (`lang=tr|en`); Turkish is the default. */
export function langFromQuery(search: string): Lang {
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'tr';
}

export function pick<T>(dictionaries: Record<Lang, T>, lang: Lang): T {
  return dictionaries[lang];
}
