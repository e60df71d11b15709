import { isMessageKey, type MessageKey } from '../messages.ts';
import { CLIENT_MESSAGE_TYPES, clientMessage, type ClientMessage } from './client-messages.ts';
import { MAX_CLIENT_MESSAGE_BYTES } from './limits.ts';

export type ParsedClientMessage =
  { ok: true; message: ClientMessage } | { ok: false; key: MessageKey };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** UTF-8 length of a string; a lone surrogate counts as the 3 bytes of U+FFFD. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function parseJson(raw: string): unknown {
  // Keys are checked after JSON decoding, so escaped spellings of __proto__ are caught too.
  return JSON.parse(raw, (key, value: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) throw new SyntaxError('forbidden key');
    return value;
  });
}

/**
 * Checks one text frame from a client: size (payload_too_large), JSON and prototype keys
 * (malformed_request), message type (unknown_method), then the schema (its field's key).
 */
export function parseClientMessage(raw: string): ParsedClientMessage {
  if (raw.length > MAX_CLIENT_MESSAGE_BYTES || utf8Length(raw) > MAX_CLIENT_MESSAGE_BYTES) {
    return { ok: false, key: 'payload_too_large' };
  }
  let value: unknown;
  try {
    value = parseJson(raw);
  } catch {
    return { ok: false, key: 'malformed_request' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, key: 'malformed_request' };
  }
  const type = (value as { type?: unknown }).type;
  if (!(CLIENT_MESSAGE_TYPES as readonly unknown[]).includes(type)) {
    return { ok: false, key: 'unknown_method' };
  }
  const parsed = clientMessage.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { ok: false, key: isMessageKey(message) ? message : 'invalid_value' };
}
