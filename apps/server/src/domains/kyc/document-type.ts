import type { KycDocumentType } from '@lale/contract/kyc';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** `%PDF-` */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * The document type a file's first bytes prove, or null. The name and the Content-Type the
 * browser sends are never trusted: a page or a program renamed `.jpg` is refused.
 */
export function sniffDocumentType(bytes: Uint8Array): KycDocumentType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}
