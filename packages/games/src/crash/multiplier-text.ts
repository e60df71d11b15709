const MULTIPLIER_TEXT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** 250 → "2.50". */
export function formatMultiplier(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) {
    throw new RangeError('hundredths must be a non-negative integer');
  }
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** "2.5", "2,50" or "2" → 250; null for anything else (more than two decimals included). */
export function parseMultiplier(text: string): number | null {
  const match = MULTIPLIER_TEXT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
