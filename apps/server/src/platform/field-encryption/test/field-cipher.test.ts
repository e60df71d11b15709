import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { BlindIndex } from '../blind-index.ts';
import { FieldCipher, SealedValueError } from '../field-cipher.ts';
import { parseKey, parseKeyRing } from '../key-ring.ts';

const key = () => randomBytes(32).toString('base64');
const ring = (...entries: [string, string][]) =>
  parseKeyRing(entries.map(([id, k]) => `${id}:${k}`).join(','));

const IDENTITY = 'users.identity_number';
const GA = 'users.ga_secret';
const NUMBER = '10000000146';

describe('sealing a value (envelope encryption, AES-256-GCM)', () => {
  const k1 = key();
  const cipher = new FieldCipher(ring(['k1', k1]));

  it('stores a self-describing text that opens to the value, never the value itself', () => {
    const sealed = cipher.seal(NUMBER, IDENTITY);
    expect(sealed).toMatch(/^enc:v1:k1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(NUMBER);
    expect(cipher.open(sealed, IDENTITY)).toBe(NUMBER);
    // A fresh data key and IV each time: equal values do not look equal at rest.
    expect(cipher.seal(NUMBER, IDENTITY)).not.toBe(sealed);
  });

  it('refuses a ciphertext moved to another column', () => {
    const sealed = cipher.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', GA);
    expect(() => cipher.open(sealed, 'users.ga_pending_secret')).toThrow(SealedValueError);
  });

  it('refuses any changed byte of the payload, of the wrapped key or of the key id', () => {
    const sealed = cipher.seal(NUMBER, IDENTITY);
    const [prefix, version, kid, wrapped, payload] = sealed.split(':') as string[];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[bytes.length - 20]! ^= 1;
      return bytes.toString('base64url');
    };
    const twoKeys = new FieldCipher(ring(['k1', k1], ['k0', k1]));
    for (const tampered of [
      [prefix, version, kid, wrapped, flip(payload!)].join(':'),
      [prefix, version, kid, flip(wrapped!), payload].join(':'),
      // The same key bytes under another id: the id is authenticated too.
      [prefix, version, 'k0', wrapped, payload].join(':'),
    ]) {
      expect(() => twoKeys.open(tampered, IDENTITY)).toThrow(
        expect.objectContaining({ reason: 'tampered' }),
      );
    }
    expect(() => cipher.open(`${sealed}x`, IDENTITY)).toThrow(SealedValueError);
    expect(() => cipher.open(NUMBER, IDENTITY)).toThrow(
      expect.objectContaining({ reason: 'not_sealed' }),
    );
    expect(() => cipher.open(sealed.replace(':v1:', ':v9:'), IDENTITY)).toThrow(
      expect.objectContaining({ reason: 'unknown_version' }),
    );
  });

  it('never puts the value or a key in an error message', () => {
    const other = new FieldCipher(ring(['k2', key()]));
    const errors: unknown[] = [];
    for (const attempt of [
      () => other.open(cipher.seal(NUMBER, IDENTITY), IDENTITY),
      () => cipher.open(NUMBER, IDENTITY),
    ]) {
      try {
        attempt();
      } catch (error) {
        errors.push(error);
      }
    }
    expect(errors).toHaveLength(2);
    for (const error of errors) {
      const text = `${(error as Error).message} ${inspect(error)}`;
      expect(text).not.toContain(NUMBER);
      expect(text).not.toContain(k1);
    }
    expect((errors[0] as SealedValueError).reason).toBe('unknown_key');
  });

  it('re-wraps under the active key without touching the payload, and keys rotate', () => {
    const sealed = cipher.seal(NUMBER, IDENTITY);
    const k2 = key();
    const rotated = new FieldCipher(ring(['k2', k2], ['k1', k1]));
    expect(rotated.open(sealed, IDENTITY)).toBe(NUMBER);
    const rewrapped = rotated.rewrap(sealed, IDENTITY);
    expect(rotated.keyIdOf(rewrapped)).toBe('k2');
    expect(rewrapped.split(':')[4]).toBe(sealed.split(':')[4]);
    expect(rotated.rewrap(rewrapped, IDENTITY)).toBe(rewrapped);
    // Once every value is re-wrapped, the old key can go.
    expect(new FieldCipher(ring(['k2', k2])).open(rewrapped, IDENTITY)).toBe(NUMBER);
    expect(() => new FieldCipher(ring(['k2', k2])).open(sealed, IDENTITY)).toThrow(
      expect.objectContaining({ reason: 'unknown_key' }),
    );
  });
});

describe('the blind index', () => {
  it('is the same for the same number and key, different across keys and columns', () => {
    const indexKey = parseKey(key());
    const index = new BlindIndex(indexKey);
    expect(index.of(NUMBER, IDENTITY)).toBe(new BlindIndex(indexKey).of(NUMBER, IDENTITY));
    expect(index.of(NUMBER, IDENTITY)).toMatch(/^[0-9a-f]{64}$/);
    expect(index.of(NUMBER, IDENTITY)).not.toBe(
      new BlindIndex(parseKey(key())).of(NUMBER, IDENTITY),
    );
    expect(index.of(NUMBER, IDENTITY)).not.toBe(index.of(NUMBER, 'users.other'));
    expect(index.of(NUMBER, IDENTITY)).not.toBe(index.of('10000000147', IDENTITY));
  });
});

describe('the keys in the environment', () => {
  const env = (extra: Record<string, string>) => loadConfig({ WEB_DIST: '/x', ...extra });

  it('reads DATA_ENCRYPTION_KEYS (first encrypts, all decrypt) and DATA_INDEX_KEY', () => {
    const config = env({
      DATA_ENCRYPTION_KEYS: `new:${key()}, old:${key()}`,
      DATA_INDEX_KEY: key(),
    });
    expect(config.dataKeys?.encryption.activeId).toBe('new');
    expect(config.dataKeys?.encryption.ids).toEqual(['new', 'old']);
    // A config that reaches a log shows no key.
    expect(JSON.stringify(config)).not.toMatch(/[A-Za-z0-9+/]{43}=/);
    expect(inspect(config, { depth: 5 })).toContain('[secret key]');
  });

  it('stops the process with a clear message for a missing or bad key', () => {
    const secret = key();
    const cases: [Record<string, string>, RegExp][] = [
      [
        { NODE_ENV: 'production' },
        /DATA_ENCRYPTION_KEYS and DATA_INDEX_KEY: required in production/,
      ],
      [{ DATA_ENCRYPTION_KEYS: `k1:${key()}` }, /set both or neither/],
      [{ DATA_ENCRYPTION_KEYS: secret, DATA_INDEX_KEY: key() }, /kid:base64key/],
      [{ DATA_ENCRYPTION_KEYS: `k1:${secret.slice(4)}`, DATA_INDEX_KEY: key() }, /32 bytes/],
      [{ DATA_ENCRYPTION_KEYS: `k1:${key()},k1:${key()}`, DATA_INDEX_KEY: key() }, /twice/],
      [
        { DATA_ENCRYPTION_KEYS: `k1:${key()}`, DATA_INDEX_KEY: 'not base64!' },
        /DATA_INDEX_KEY: the key is not base64/,
      ],
    ];
    for (const [variables, message] of cases) {
      let thrown: Error | undefined;
      try {
        env(variables);
      } catch (error) {
        thrown = error as Error;
      }
      expect(thrown?.message, JSON.stringify(Object.keys(variables))).toMatch(message);
      expect(thrown?.message).toMatch(/^Invalid environment: /);
      expect(thrown?.message).not.toContain(secret);
      expect(thrown?.message).not.toContain(secret.slice(4));
    }
  });

  it('lets development and tests start without them', () => {
    expect(env({ NODE_ENV: 'development' }).dataKeys).toBeUndefined();
    expect(env({ NODE_ENV: 'test' }).dataKeys).toBeUndefined();
  });
});
