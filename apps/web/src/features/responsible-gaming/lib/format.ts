import type { Lang } from '@lale/contract/languages';
import { LIMIT_TIME_ZONE } from '@lale/contract/responsible-gaming/limits';

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

/** Elapsed time as a clock reads it: 4:05 under an hour, 1:04:05 beyond. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
