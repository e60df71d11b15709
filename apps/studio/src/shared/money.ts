import type { Lang } from '../i18n/lang.ts';

const formats = new Map<Lang, Intl.NumberFormat>();

/** Amounts travel as integer kuruş; shown in lira as the site shows them. */
export function formatMoney(minorUnits: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
      style: 'currency',
      currency: 'TRY',
    });
    formats.set(lang, format);
  }
  return format.format(minorUnits / 100);
}

export function formatPercent(value: number, lang: Lang, digits = 2): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value * 100);
}
