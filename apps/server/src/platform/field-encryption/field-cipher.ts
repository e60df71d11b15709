import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyRing, SecretKey } from './key-ring.ts';
import {
  formatSealed,
  FORMAT_VERSION,
  IV_BYTES,
  isSealed,
  parseSealed,
  TAG_BYTES,
} from './sealed-format.ts';

const ALGORITHM = 'aes-256-gcm';
const DATA_KEY_BYTES = 32;

/**
 * Why a stored value could not be opened. The message names the column and the key id only,
 * never the value (the caller's log would keep it).
 */
export class SealedValueError extends Error {
  constructor(
    readonly reason: 'not_sealed' | 'unknown_version' | 'malformed' | 'unknown_key' | 'tampered',
    readonly purpose: string,
    keyId?: string,
  ) {
    super(
      `sealed value of ${purpose} cannot be opened: ${reason}${keyId ? ` (key ${keyId})` : ''}`,
    );
    this.name = 'SealedValueError';
  }
}

/**
 * Envelope encryption of single values with AES-256-GCM: each value gets a fresh random data
 * key, which the active key-encryption key wraps. Both layers authenticate `purpose` (the
 * column, e.g. `users.ga_secret`), so a ciphertext copied into another column does not open.
 * Rotation re-wraps the small data key and leaves the payload as it is.
 */
export class FieldCipher {
  constructor(private readonly keys: KeyRing) {}

  get activeKeyId(): string {
    return this.keys.activeId;
  }

  seal(plaintext: string, purpose: string): string {
    const dataKey = randomBytes(DATA_KEY_BYTES);
    try {
      const payload = encrypt(dataKey, Buffer.from(plaintext, 'utf8'), payloadAad(purpose));
      const keyId = this.keys.activeId;
      const wrappedKey = encrypt(
        this.kek(keyId, purpose).bytes(),
        dataKey,
        wrapAad(keyId, purpose),
      );
      return formatSealed({ keyId, wrappedKey, payload });
    } finally {
      dataKey.fill(0);
    }
  }

  open(sealed: string, purpose: string): string {
    const parts = this.parts(sealed, purpose);
    const dataKey = this.unwrap(parts.keyId, parts.wrappedKey, purpose);
    try {
      return decrypt(dataKey, parts.payload, payloadAad(purpose), purpose).toString('utf8');
    } finally {
      dataKey.fill(0);
    }
  }

  /** `seal` for a nullable column. */
  sealOptional(plaintext: string | null, purpose: string): string | null {
    return plaintext === null ? null : this.seal(plaintext, purpose);
  }

  openOptional(sealed: string | null, purpose: string): string | null {
    return sealed === null ? null : this.open(sealed, purpose);
  }

  /** The same value with its data key wrapped by the active key; unchanged if it already is. */
  rewrap(sealed: string, purpose: string): string {
    const parts = this.parts(sealed, purpose);
    const keyId = this.keys.activeId;
    if (parts.keyId === keyId) return sealed;
    const dataKey = this.unwrap(parts.keyId, parts.wrappedKey, purpose);
    try {
      const wrappedKey = encrypt(
        this.kek(keyId, purpose).bytes(),
        dataKey,
        wrapAad(keyId, purpose),
      );
      return formatSealed({ keyId, wrappedKey, payload: parts.payload });
    } finally {
      dataKey.fill(0);
    }
  }

  /** The key id a stored value is wrapped under (null: not a sealed value). */
  keyIdOf(stored: string): string | null {
    const parts = parseSealed(stored);
    return typeof parts === 'string' ? null : parts.keyId;
  }

  isSealed(stored: string): boolean {
    return isSealed(stored);
  }

  private parts(sealed: string, purpose: string) {
    const parts = parseSealed(sealed);
    if (typeof parts === 'string') throw new SealedValueError(parts, purpose);
    return parts;
  }

  private kek(keyId: string, purpose: string): SecretKey {
    const key = this.keys.key(keyId);
    if (!key) throw new SealedValueError('unknown_key', purpose, keyId);
    return key;
  }

  private unwrap(keyId: string, wrappedKey: Buffer, purpose: string): Buffer {
    return decrypt(this.kek(keyId, purpose).bytes(), wrappedKey, wrapAad(keyId, purpose), purpose);
  }
}

const payloadAad = (purpose: string) => Buffer.from(`lale:${FORMAT_VERSION}:value:${purpose}`);
const wrapAad = (keyId: string, purpose: string) =>
  Buffer.from(`lale:${FORMAT_VERSION}:key:${keyId}:${purpose}`);

function encrypt(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function decrypt(key: Buffer, sealed: Buffer, aad: Buffer, purpose: string): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    // OpenSSL's "unable to authenticate data": a changed byte, another column, another key.
    throw new SealedValueError('tampered', purpose);
  }
}
