/**
 * An amount typed in lira ("50", "12,50", "1.250,75" or "12.50") as kuruş; empty is null
 * (no limit), anything else unreadable is NaN.
 */
export function parseLira(input: string): number | null {
  const text = input.replace(/[\s₺]/g, '');
  if (text === '') return null;
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  const kurus = Math.round(Number(normalised) * 100);
  return kurus > 0 ? kurus : Number.NaN;
}
