/**
 * Invisible format characters (Unicode Cf): direction overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), marks, zero-width spaces, word joiners, the BOM, tag characters. They can make
 * a line read differently than it is, or hide text. The zero-width joiner and non-joiner stay:
 * emoji sequences and some scripts need them.
 */
const INVISIBLE_FORMAT = /(?![\u200c\u200d])\p{Cf}/gu;

/**
 * A chat line as plain text (support and table chats): NFC, no invisible format characters,
 * spaces collapsed. It is stored and shown as text (never as HTML), so markup stays harmless
 * characters.
 */
export function plainText(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE_FORMAT, '').replace(/\s+/g, ' ').trim();
}
