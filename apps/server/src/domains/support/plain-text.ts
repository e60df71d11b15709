/** Direction overrides and isolates: they can make a message read differently than it is. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * A chat message as plain text: NFC, no direction tricks, spaces collapsed. It is stored and
 * shown as text (never as HTML), so markup stays harmless characters.
 */
export function plainText(value: string): string {
  return value.normalize('NFC').replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
}
