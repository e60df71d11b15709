import { describe, expect, it } from 'vitest';
import { fileTypeAmong } from './file-signature.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const PDF = ascii('%PDF-1.7\n');
const WEBP = ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');

describe('a file type proven by its first bytes', () => {
  it('is named only when the caller accepts it', () => {
    expect(fileTypeAmong(PDF, ['image/jpeg', 'image/png', 'application/pdf'])).toBe(
      'application/pdf',
    );
    expect(fileTypeAmong(PDF, ['image/png', 'image/jpeg', 'image/webp'])).toBeNull();
    expect(fileTypeAmong(WEBP, ['image/png', 'image/jpeg', 'image/webp'])).toBe('image/webp');
    expect(fileTypeAmong(WEBP, ['image/jpeg', 'image/png', 'application/pdf'])).toBeNull();
  });

  it('is never taken from a name or a claim: a page starting like text is nothing', () => {
    expect(fileTypeAmong(ascii('<html>%PDF-'), ['application/pdf'])).toBeNull();
    expect(fileTypeAmong(new Uint8Array(), ['image/png'])).toBeNull();
  });
});
