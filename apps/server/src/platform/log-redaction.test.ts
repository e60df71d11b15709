import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactError } from './log-redaction.ts';

describe('redactError', () => {
  it('keeps the query and codes of a failed query but never its parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(secret@lale.example) already exists.',
    });
    const error = new DrizzleQueryError(
      'select * from users where email = $1',
      ['secret@lale.example\u0000'],
      cause,
    );
    const logged = JSON.stringify(redactError(error));
    expect(logged).toContain('select * from users where email = $1');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('secret@lale.example');
    expect(redactError(redactError(error))).toEqual(redactError(error));
  });
});
