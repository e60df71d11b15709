import { betSteps } from '../shared/bet-steps.ts';
import type { Lang } from '../i18n/lang.ts';

export interface StakeLimits {
  minBet: number;
  maxBet: number;
}

export type StakeChip = 'down' | 'up' | 'double' | 'half' | 'min' | 'max';

export function clampStake(stake: number, { minBet, maxBet }: StakeLimits): number {
  if (!Number.isFinite(stake)) return minBet;
  return Math.min(maxBet, Math.max(minBet, Math.round(stake)));
}

/** The stake after a quick chip: −/+ walk the 1-2-5 steps, ×2 and /2 stay within the limits. */
export function applyChip(stake: number, chip: StakeChip, limits: StakeLimits): number {
  const steps = betSteps(limits.minBet, limits.maxBet);
  switch (chip) {
    case 'down':
      return stepBelow(stake, steps);
    case 'up':
      return stepAbove(stake, steps);
    case 'double':
      return clampStake(stake * 2, limits);
    case 'half':
      return clampStake(Math.floor(stake / 2), limits);
    case 'min':
      return limits.minBet;
    case 'max':
      return limits.maxBet;
  }
}

function stepBelow(stake: number, steps: readonly number[]): number {
  let chosen = steps[0] ?? stake;
  for (const step of steps) if (step < stake) chosen = step;
  return chosen;
}

function stepAbove(stake: number, steps: readonly number[]): number {
  for (const step of steps) if (step > stake) return step;
  return steps[steps.length - 1] ?? stake;
}

/** "12,50" (tr) or "12.50" (en) lira → 1250 kuruş; null when it is not an amount. */
export function parseLira(text: string, lang: Lang): number | null {
  let value = text.trim().replace(/\s|₺|TL/gi, '');
  if (!value) return null;
  if (lang === 'tr') value = value.replace(/\./g, '').replace(',', '.');
  else value = value.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', cents = ''] = value.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1250 → "12,50" / "12.50": the stake field's text, without the currency. */
export function liraText(kurus: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
}
