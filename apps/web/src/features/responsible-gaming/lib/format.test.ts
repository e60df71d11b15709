import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../../shared/lib/format.ts';
import { formatElapsed } from './format.ts';
import { limitAmountOf, limitText } from './limit-input.ts';

describe('responsible gaming texts', () => {
  it('writes a reset in Turkey time, as the refusal message does', () => {
    // Monday 00:00 in Istanbul is Sunday 21:00 UTC.
    expect(formatWhen('2026-11-29T21:00:00Z', 'tr')).toBe('30.11.2026 00:00');
    expect(formatWhen('2026-11-29T21:00:00Z', 'en')).toBe('30/11/2026, 00:00');
  });

  it('reads the session clock as minutes and seconds, hours once past one', () => {
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(-5_000)).toBe('0:00');
  });

  it('takes lira for money limits and whole minutes for the session, within bounds', () => {
    expect(limitAmountOf('deposit', '1.250,50')).toBe(125_050);
    expect(limitAmountOf('deposit', '0,50')).toBeNull();
    expect(limitAmountOf('session', '90')).toBe(90);
    expect(limitAmountOf('session', '2')).toBeNull();
    expect(limitText('deposit', 125_050)).toBe('1250,50');
  });
});
