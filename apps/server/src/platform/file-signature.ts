const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
/** `%PDF-` */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

export type SignedFileType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

/**
 * The type a file's first bytes prove, if it is one of `accepted`, else null. What the browser
 * says (the name, the Content-Type) is never trusted, so an SVG, a page or a program renamed
 * `.png` is refused.
 */
export function fileTypeAmong<T extends SignedFileType>(
  bytes: Uint8Array,
  accepted: readonly T[],
): T | null {
  const proven = provenType(bytes);
  return proven !== null && (accepted as readonly SignedFileType[]).includes(proven)
    ? (proven as T)
    : null;
}

function provenType(bytes: Uint8Array): SignedFileType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}
