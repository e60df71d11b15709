import { describe, expect, it } from 'vitest';
import { maskPlayerName } from './mask-player-name.ts';

describe('maskPlayerName', () => {
  it.each([
    ['deniz', 'de***'],
    ['deniz_kaya.1983', 'de***'],
    ['abc', 'ab***'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['', '***'],
    ['  elif  ', 'el***'],
    ['😀😀😀', '😀😀***'],
    ['Şule', 'Şu***'],
  ])('%j → %j', (name, masked) => {
    expect(maskPlayerName(name)).toBe(masked);
  });

  it('never reveals the length', () => {
    expect(maskPlayerName('abcdef').length).toBe(maskPlayerName('abcdefghijklmnop').length);
  });
});
