/** Amounts are integer kuruş. Both bounds are inclusive. */
export function isAmountInRange(amount: number, min: number, max: number): boolean {
  return Number.isSafeInteger(amount) && amount >= min && amount <= max;
}

/** Parses a typed amount in lira ("1.250,50", "1250.5", "1250") to kuruş, or null. */
export function parseLiraToKurus(input: string): number | null {
  const text = input.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const usesTurkishGrouping = /,\d{1,2}$/.test(text) || /^\d{1,3}(\.\d{3})+$/.test(text);
  const normalized = usesTurkishGrouping
    ? text.replace(/\./g, '').replace(',', '.')
    : text.replace(',', '.');
  const [lira = '0', fraction = ''] = normalized.split('.');
  const kurus = Number(lira) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(kurus) ? kurus : null;
}
