import { PAGE_COOKIE_MAX_AGE_SECONDS } from '@lale/contract/page-cookies';

/** Writes one of the cookies the server renders pages with (contract page-cookies.ts). */
export function writePageCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
