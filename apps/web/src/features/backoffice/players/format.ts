const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'tr-TR');

/** Kuruş as lira. */
export const money = (kurus: number, lang: string) =>
  (kurus / 100).toLocaleString(locale(lang), { style: 'currency', currency: 'TRY' });

/** A moment in Turkey's time, as the player's messages show it. */
export const moment = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(locale(lang), {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
