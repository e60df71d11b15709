import { describe, expect, it } from 'vitest';
import { findUncleanText, isCleanText } from './clean-text.ts';
import { listMethods } from './registry.ts';

describe('clean text in every payload', () => {
  it('refuses C0/C1 controls and lone surrogates; line breaks only in multi-line fields', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u007f', '\u0085', 'x\ud800', '\udc00y'])
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    expect(isCleanText('Çiğdem 😀 ‘quotes’')).toBe(true);
    expect(isCleanText('a\nb')).toBe(false);
    expect(isCleanText('a\r\n\tb', true)).toBe(true);
    expect(isCleanText('a\u0000b', true)).toBe(false);
    expect(findUncleanText({ address: 'Sokak 1\nDaire 2', note: 'a\tb' })).toBeNull();
    expect(findUncleanText({ list: [{ name: 'ok' }, { name: 'b\u0000' }] })).toEqual([
      'list',
      1,
      'name',
    ]);
  });

  it('every method of the registry refuses NUL in any string field with invalid_value', () => {
    for (const { className, methodName, spec } of listMethods()) {
      const shape = (spec.payload as { shape?: Record<string, unknown> }).shape ?? {};
      for (const field of Object.keys(shape)) {
        const parsed = spec.payload.safeParse({ [field]: 'abc\u0000def' });
        expect(parsed.success, `${className}.${methodName}.${field}`).toBe(false);
      }
    }
  });
});
