import type { Lang } from '@lale/contract/languages';

const multiplierFormats = new Map<Lang, Intl.NumberFormat>();

/** 1250 hundredths → "12,50×" in Turkish, "12.50×" in English. */
export function formatMultiplier(hundredths: number, lang: Lang): string {
  let format = multiplierFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    multiplierFormats.set(lang, format);
  }
  return `${format.format(hundredths / 100)}×`;
}

/** The clock time of a win, "14:05", in the player's time zone. */
export function formatWinTime(at: number): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
