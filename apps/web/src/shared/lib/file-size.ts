/** Bytes as people read them: "840 KB", "2,4 MB" (Turkish decimal comma). */
export function fileSize(bytes: number, lang: string): string {
  const locale = lang === 'en' ? 'en-GB' : 'tr-TR';
  if (bytes < 1024 * 1024)
    return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}
