import { PAGE_COOKIE_MAX_AGE_SECONDS } from '@lale/contract/rendered-page';

/** Writes one of the cookies the server renders pages with (contract rendered-page.ts). */
export function writePageCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
