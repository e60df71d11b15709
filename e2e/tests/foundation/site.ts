/// <reference lib="dom" />
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../support/env.ts';

export type Lang = 'tr' | 'en';

export interface PublicRoute {
  path: string;
  testId: string;
  h1: Record<Lang, string>;
}

/** SPEC §2 public area with each page's root test id and title. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', testId: 'page-home', h1: { tr: "Lale'ye hoş geldiniz", en: 'Welcome to Lale' } },
  { path: '/about-us', testId: 'page-about-us', h1: { tr: 'Hakkımızda', en: 'About us' } },
  { path: '/promotions', testId: 'page-promotions', h1: { tr: 'Promosyonlar', en: 'Promotions' } },
  { path: '/tournaments', testId: 'page-tournaments', h1: { tr: 'Turnuvalar', en: 'Tournaments' } },
  { path: '/slot', testId: 'page-slot', h1: { tr: 'Slot Oyunları', en: 'Slot Games' } },
  { path: '/slot/category/94', testId: 'page-slot', h1: { tr: 'Slot Oyunları', en: 'Slot Games' } },
  {
    path: '/slot/type/megaways',
    testId: 'page-slot',
    h1: { tr: 'Slot Oyunları: megaways', en: 'Slot Games: megaways' },
  },
  { path: '/slot/provider/1', testId: 'page-slot', h1: { tr: 'Slot Oyunları', en: 'Slot Games' } },
  { path: '/live', testId: 'page-live', h1: { tr: 'Canlı Casino', en: 'Live Casino' } },
  { path: '/live/category/1', testId: 'page-live', h1: { tr: 'Canlı Casino', en: 'Live Casino' } },
  { path: '/live/provider/1', testId: 'page-live', h1: { tr: 'Canlı Casino', en: 'Live Casino' } },
  {
    path: '/live/type/roulette',
    testId: 'page-live',
    h1: { tr: 'Canlı Casino: Rulet', en: 'Live Casino: Roulette' },
  },
  { path: '/login', testId: 'page-login', h1: { tr: 'Giriş Yap', en: 'Log in' } },
  {
    path: '/forgot-password',
    testId: 'page-forgot-password',
    h1: { tr: 'Şifremi unuttum', en: 'Forgot password' },
  },
  {
    path: '/account_reset?token=abc',
    testId: 'page-account-reset',
    h1: { tr: 'Şifre sıfırlama', en: 'Reset password' },
  },
  { path: '/register', testId: 'page-register', h1: { tr: 'Kayıt Ol', en: 'Sign up' } },
  {
    path: '/register-account-confirm?token=abc',
    testId: 'page-register-account-confirm',
    h1: { tr: 'Hesap onayı', en: 'Account confirmation' },
  },
];

/** SPEC §2 login-required area. */
export const PRIVATE_PATHS = [
  '/profile',
  '/me',
  '/favorites?tab=live',
  '/notifications',
  '/tickets',
  '/play/casino/12',
  '/play/casino/12/Lale%20Studio',
  '/play/virtual/3/football',
  '/play/live/7/roulette/Lale%20Live',
];

const LEGAL = {
  tr: /KKTC.*canlı casino, slot ve spor bahisleri oynayamaz/,
  en: /Northern Cyprus.*may not play live casino, slots or sports bets/,
};

/**
 * Starts every page load in the given language, as a returning visitor would: stored for the
 * app, and in the cookie the app writes for the server, which renders landing pages in it.
 */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lale_lang', value: lang, url: E2E_BASE_URL }]);
  await page.addInitScript((code) => window.localStorage.setItem('userLanguage', code), lang);
}

/** Header, footer with copyright, legal notice and licences: on every main-layout page. */
export async function expectSiteChrome(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByTestId('site-header')).toBeVisible();
  const footer = page.getByTestId('site-footer');
  await expect(footer).toBeVisible();
  await expect(footer.getByTestId('footer-copyright')).toHaveText(/© \d{4} Lale/);
  await expect(footer.getByTestId('legal-notice')).toHaveText(LEGAL[lang]);
  await expect(
    footer.getByTestId('footer-licenses').getByTestId('footer-license').first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

export async function expectPage(page: Page, testId: string, title: string): Promise<void> {
  const root = page.getByTestId(testId);
  await expect(root).toBeVisible();
  await expect(root.locator('h1').first()).toHaveText(title);
}

/** One localStorage value of the page (SPEC §3 keys). */
export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
