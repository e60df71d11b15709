import type { Lang } from '@lale/contract/languages';

/** Odds travel as integer hundredths (185); players read decimal odds with two places: "1.85". */
export function formatOdds(hundredths: number): string {
  if (!Number.isFinite(hundredths)) return '—';
  const whole = Math.trunc(hundredths);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A market's line as the language writes decimals: "2,5" in Turkish, "2.5" in English. */
export function formatLine(line: number, lang: Lang, signed = false): string {
  const text = String(Math.abs(line)).replace('.', lang === 'tr' ? ',' : '.');
  if (!signed || line === 0) return line < 0 ? `-${text}` : text;
  return line > 0 ? `+${text}` : `-${text}`;
}

/** Which way odds moved: the button flashes green up, red down. */
export function oddsDirection(before: number | null, after: number | null): 'up' | 'down' | null {
  if (before === null || after === null || before === after) return null;
  return after > before ? 'up' : 'down';
}
