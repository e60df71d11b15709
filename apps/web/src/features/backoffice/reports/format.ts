import { money } from '../players/format.ts';

export { money };

/** Kuruş as lira for a chart's axis and tooltip. */
export const lira = (kurus: number) => kurus / 100;

export const chartMoney = (lang: string) => (value: number) =>
  value.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
    maximumFractionDigits: 0,
  });

/** YYYY-MM-DD as the short Turkish (or English) day for an axis. */
export const shortDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
