import { formatMultiplier } from '@lale/games/crash';
import type { Lang } from '../i18n/lang.ts';

const integerFormats = new Map<Lang, Intl.NumberFormat>();

function integerFormat(lang: Lang): Intl.NumberFormat {
  let format = integerFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { useGrouping: true });
    integerFormats.set(lang, format);
  }
  return format;
}

/**
 * 250 → "2,50x" in Turkish, "2.50x" in English; 1_000_000 → "10.000,00x" / "10,000.00x".
 * Exact: the digits come from `formatMultiplier`, never from a float.
 */
export function multiplierText(hundredths: number, lang: Lang): string {
  const [whole = '0', cents = '00'] = formatMultiplier(Math.max(0, Math.floor(hundredths))).split(
    '.',
  );
  const grouped = integerFormat(lang).format(Number(whole));
  return `${grouped}${lang === 'tr' ? ',' : '.'}${cents}x`;
}

/** Colour band of a result chip, as players know it: blue under 2x, violet to 10x, pink above. */
export type MultiplierBand = 'low' | 'mid' | 'high';

export function multiplierBand(hundredths: number): MultiplierBand {
  if (hundredths < 200) return 'low';
  if (hundredths < 1000) return 'mid';
  return 'high';
}
