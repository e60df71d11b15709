/**
 * How a sealed value is stored, in one text column:
 *
 *   enc:v1:<key id>:<wrapped data key>:<payload>
 *
 * both last parts base64url of iv (12 bytes) ‖ ciphertext ‖ GCM tag (16 bytes). The version
 * says how to read the rest; the key id names the key-encryption key that wrapped the data key.
 * Neither identity numbers (digits) nor TOTP secrets (base32) can contain ':', so a stored
 * value is sealed exactly when it starts with the prefix.
 */
export const SEALED_PREFIX = 'enc:';
export const FORMAT_VERSION = 'v1';

export interface SealedParts {
  keyId: string;
  wrappedKey: Buffer;
  payload: Buffer;
}

export const IV_BYTES = 12;
export const TAG_BYTES = 16;

export function isSealed(text: string): boolean {
  return text.startsWith(SEALED_PREFIX);
}

export function formatSealed(parts: SealedParts): string {
  return [
    'enc',
    FORMAT_VERSION,
    parts.keyId,
    parts.wrappedKey.toString('base64url'),
    parts.payload.toString('base64url'),
  ].join(':');
}

/** The parts, or a reason the text is not a sealed value of this version. */
export function parseSealed(
  text: string,
): SealedParts | 'not_sealed' | 'unknown_version' | 'malformed' {
  if (!isSealed(text)) return 'not_sealed';
  const fields = text.split(':');
  if (fields[1] !== FORMAT_VERSION) return 'unknown_version';
  if (fields.length !== 5) return 'malformed';
  const [, , keyId, wrapped, payload] = fields as [string, string, string, string, string];
  if (!keyId) return 'malformed';
  const wrappedKey = strictBase64url(wrapped);
  const payloadBytes = strictBase64url(payload);
  if (!wrappedKey || !payloadBytes) return 'malformed';
  const parts = { keyId, wrappedKey, payload: payloadBytes };
  const smallest = IV_BYTES + TAG_BYTES;
  if (parts.wrappedKey.length !== smallest + 32 || parts.payload.length < smallest)
    return 'malformed';
  return parts;
}

/** Only the one spelling `toString('base64url')` gives: no stray or padding characters. */
function strictBase64url(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}
