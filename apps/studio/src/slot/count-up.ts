/** The amount shown while a win counts up: eases out and lands on exactly `to` kuruş. */
export function countUpValue(to: number, progress: number): number {
  if (progress >= 1) return to;
  if (progress <= 0) return 0;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(to, Math.floor(to * eased));
}

/** Longer for bigger wins against the stake, never so long that it holds up play. */
export function countUpDuration(win: number, stake: number, turbo: boolean): number {
  if (win <= 0) return 0;
  const multiple = win / Math.max(stake, 1);
  const base = multiple < 1 ? 400 : multiple < 10 ? 900 : multiple < 50 ? 2600 : 4200;
  return turbo ? base / 2 : base;
}

export type WinTier = 'none' | 'win' | 'big' | 'mega' | 'epic';

/** The celebration a round's total win earns, by its multiple of the stake. */
export function winTier(win: number, stake: number): WinTier {
  if (win <= 0) return 'none';
  const multiple = win / Math.max(stake, 1);
  if (multiple >= 100) return 'epic';
  if (multiple >= 40) return 'mega';
  if (multiple >= 15) return 'big';
  return 'win';
}
