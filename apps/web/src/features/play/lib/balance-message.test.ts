import { describe, expect, it } from 'vitest';
import { balanceFromMessage } from './balance-message.ts';

const origin = 'https://lale.example';

describe('the balance a game page posts', () => {
  it('is taken from our own origin', () => {
    expect(balanceFromMessage({ type: 'lale:balance', balance: 12_345 }, origin, origin)).toBe(
      12_345,
    );
    expect(balanceFromMessage({ type: 'lale:balance', balance: 0 }, origin, origin)).toBe(0);
  });

  it('is ignored from another origin, with another type, or when not whole kuruş', () => {
    expect(
      balanceFromMessage({ type: 'lale:balance', balance: 1 }, 'https://evil.example', origin),
    ).toBeNull();
    expect(balanceFromMessage({ type: 'other', balance: 1 }, origin, origin)).toBeNull();
    expect(balanceFromMessage({ type: 'lale:balance', balance: 1.5 }, origin, origin)).toBeNull();
    expect(balanceFromMessage({ type: 'lale:balance', balance: '100' }, origin, origin)).toBeNull();
    expect(balanceFromMessage('lale:balance', origin, origin)).toBeNull();
  });
});
