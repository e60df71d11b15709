import { inspect } from 'node:util';

/** AES-256 wants 32 bytes; so does the blind index's HMAC key (RFC 2104: at least the hash). */
export const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Key bytes that never print: a config or an error that reaches a log shows `[secret key]`.
 * The bytes leave only through `bytes()`, which the cipher and the index call.
 */
export class SecretKey {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    if (bytes.length !== KEY_BYTES) throw new Error(`a data key must be ${KEY_BYTES} bytes`);
    this.#bytes = Buffer.from(bytes);
  }

  bytes(): Buffer {
    return this.#bytes;
  }

  toJSON(): string {
    return '[secret key]';
  }

  toString(): string {
    return '[secret key]';
  }

  [inspect.custom](): string {
    return '[secret key]';
  }
}

/**
 * The key-encryption keys: the first (active) one wraps every new data key, all of them unwrap.
 * Rotation puts a new key first, re-wraps (rotate-data-keys) and then drops the old one.
 */
export class KeyRing {
  readonly activeId: string;
  readonly #keys: ReadonlyMap<string, SecretKey>;

  constructor(entries: readonly { id: string; key: SecretKey }[]) {
    if (entries.length === 0) throw new Error('a key ring needs at least one key');
    const keys = new Map<string, SecretKey>();
    for (const { id, key } of entries) {
      if (!KEY_ID.test(id)) throw new Error(`key id "${id}" must be 1-32 of A-Z a-z 0-9 _ -`);
      if (keys.has(id)) throw new Error(`key id "${id}" appears twice`);
      keys.set(id, key);
    }
    this.activeId = entries[0]!.id;
    this.#keys = keys;
  }

  get ids(): string[] {
    return [...this.#keys.keys()];
  }

  key(id: string): SecretKey | undefined {
    return this.#keys.get(id);
  }

  toJSON(): { activeId: string; ids: string[] } {
    return { activeId: this.activeId, ids: this.ids };
  }

  [inspect.custom](): string {
    return `KeyRing(active ${this.activeId}; ${this.ids.join(', ')})`;
  }
}

/** The keys that protect data at rest: sealing (envelope) and the blind index. */
export interface DataKeys {
  encryption: KeyRing;
  index: SecretKey;
}

/**
 * `kid:base64key,kid2:base64key` (DATA_ENCRYPTION_KEYS): the first encrypts, all decrypt. The
 * messages name the problem and never the key.
 */
export function parseKeyRing(text: string): KeyRing {
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      if (colon <= 0) throw new Error('each key must be written kid:base64key');
      const id = part.slice(0, colon);
      return { id, key: parseKey(part.slice(colon + 1), `key "${id.slice(0, 32)}"`) };
    });
  if (entries.length === 0) throw new Error('no key given');
  return new KeyRing(entries);
}

/** One 32-byte key in base64 (standard or URL-safe alphabet). */
export function parseKey(text: string, name = 'the key'): SecretKey {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) throw new Error(`${name} is not base64`);
  const bytes = Buffer.from(trimmed, 'base64');
  if (bytes.length !== KEY_BYTES)
    throw new Error(`${name} must decode to ${KEY_BYTES} bytes (got ${bytes.length})`);
  return new SecretKey(bytes);
}
