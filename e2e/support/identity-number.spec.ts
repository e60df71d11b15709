import { expect, test } from '@playwright/test';
import { newIdentityNumber, withCheckDigits, withWrongCheckDigit } from './identity-number.ts';

test('the identity-number helper computes the published example and valid fresh numbers', () => {
  expect(withCheckDigits('100000001')).toBe('10000000146');
  for (let i = 0; i < 50; i++) {
    const number = newIdentityNumber();
    expect(number).toMatch(/^[1-9]\d{10}$/);
    expect(withCheckDigits(number.slice(0, 9))).toBe(number);
    expect(withWrongCheckDigit(number)).not.toBe(number);
  }
});
