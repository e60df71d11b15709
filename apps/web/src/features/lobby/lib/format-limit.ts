import type { Lang } from '@lale/contract/languages';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A table limit in lira as the site writes money (formatMoney's locale and currency), without
 * ',00' on whole amounts: a phone's lobby card has room for '₺10 – ₺50.000', not for the pennies.
 */
export function formatLimit(kurus: number, lang: Lang, currency = 'TRY'): string {
  const whole = kurus % 100 === 0;
  const key = `${lang}:${currency}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format.format(kurus / 100);
}
