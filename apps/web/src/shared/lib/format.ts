import type { Lang } from '@lale/contract/languages';
import { LIMIT_TIME_ZONE } from '@lale/contract/responsible-gaming/limits';
import dayjs from 'dayjs';

/** Dates as Turkish players read them: 31.12.2026. */
export function formatDate(value: string | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(lang).format('DD.MM.YYYY') : '';
}

export function formatDateTime(value: string | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(lang).format('DD.MM.YYYY HH:mm') : '';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Amounts travel as integer kuruş (ARCHITECTURE, Money); shown in lira. */
export function formatMoney(minorUnits: number, currency: string, lang: Lang): string {
  // Building a formatter costs far more than using one: keep one per language and currency.
  const key = `${lang}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(minorUnits / 100);
}

const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };
const whenFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A reset or end date as the refusal messages write it: Turkey's time (where periods start),
 * 01.12.2026 00:00 in Turkish.
 */
export function formatWhen(iso: string, lang: Lang): string {
  let format = whenFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: LIMIT_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    whenFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}
