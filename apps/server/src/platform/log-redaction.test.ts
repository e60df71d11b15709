import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { LOG_REDACT_PATHS, redactError } from './log-redaction.ts';

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

  it('masks identity numbers and TOTP secrets quoted in any message', () => {
    const error = new Error('no player 10000000146 with secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', {
      cause: new Error('lookup of 12345678950 failed'),
    });
    const logged = JSON.stringify(redactError(error));
    expect(logged).not.toMatch(/10000000146|12345678950|JBSWY3DPEHPK3PXP/);
    expect(logged).toContain('no player [number] with secret [secret]');
  });

  it('censors sensitive fields wherever a log line carries them', () => {
    const lines: string[] = [];
    const log = pino(
      { redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
      {
        write: (line: string) => void lines.push(line),
      },
    );
    log.info({
      payload: { identity_number: '10000000146', password: 'Lale-Pass9', username: 'ayse' },
      user: { gaSecretSealed: 'enc:v1:k:a:b', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
    });
    expect(lines[0]).not.toMatch(/10000000146|Lale-Pass9|enc:v1|JBSWY3DP/);
    expect(lines[0]).toContain('ayse');
  });
});
