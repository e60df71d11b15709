import type { Lang } from '@lale/contract/languages';
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

/** Amounts travel as integer kuruş (ARCHITECTURE, Money); shown in lira. */
export function formatMoney(minorUnits: number, currency: string, lang: Lang): string {
  const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minorUnits / 100);
}
