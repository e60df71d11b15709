import { passwordProblems } from '@lale/contract/validators/password';
import { describe, expect, it } from 'vitest';
import { temporaryPassword } from './operators-admin.ts';

describe('a temporary operator password', () => {
  it('always meets the password rules, so the new operator is only asked to replace it', () => {
    const drawn = Array.from({ length: 500 }, temporaryPassword);
    expect(drawn.flatMap(passwordProblems)).toEqual([]);
    expect(new Set(drawn).size).toBe(500);
  });
});
