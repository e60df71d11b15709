import type { Page } from '@playwright/test';
import { expect, test } from '../../support/site-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { expectPage, PUBLIC_ROUTES, useLanguage } from './site.ts';
import type { Lang } from '../../support/languages.ts';

// Guests' landing pages: home, and the lobbies with their filter pages.
const LANDINGS = PUBLIC_ROUTES.filter((route) => /^\/($|slot|live)/.test(route.path));

/** Errors the page reported: a page the app could not take over as it was reports one. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const lang = 'en' as Lang;

test(`every landing page arrives rendered by the server and the app takes it over as it is (${lang})`, async ({
  page,
}) => {
  await useLanguage(page, lang);
  const errors = recordErrors(page);
  // One page walks the list: the time of a one-page test for each entry.
  test.setTimeout(LANDINGS.length * 10_000);
  for (const route of LANDINGS) {
    await test.step(route.path, async () => {
      const response = await page.goto(route.path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`data-testid="${route.testId}"`);
      expect(html).toContain(route.h1[lang].replace(/'/g, '&#x27;'));
      await expectPage(page, route.testId, route.h1[lang]);
      expect(errors).toEqual([]);
    });
  }
});

test('a guest whose browser keeps another language than the cookie gets the page in it', async ({
  page,
}) => {
  // Rendered in Turkish (no cookie yet), kept in English: the app renders the page anew.
  await page.addInitScript(() => window.localStorage.setItem('userLanguage', 'en'));
  const response = await page.goto('/slot');
  expect(await response?.text()).toContain('<html lang="tr"');
  await expectPage(page, 'page-slot', 'Slot Games');
  // The app wrote the cookie: the next page comes rendered in English.
  const cookies = await page.context().cookies(E2E_BASE_URL);
  expect(cookies.find((cookie) => cookie.name === 'lale_lang')?.value).toBe('en');
  const next = await page.goto('/live');
  expect(await next?.text()).toContain('<html lang="en"');
  await expectPage(page, 'page-live', 'Live Casino');
});

test('a guest who picked the light scheme gets the page rendered light and taken over as it is', async ({
  page,
}) => {
  const errors = recordErrors(page);
  await page.context().addCookies([{ name: 'lale_scheme', value: 'light', url: E2E_BASE_URL }]);
  await page.addInitScript(() => window.localStorage.setItem('colorScheme', 'light'));
  const response = await page.goto('/slot');
  expect(await response?.text()).toContain('data-mantine-color-scheme="light"');
  await expectPage(page, 'page-slot', 'Slot Oyunları');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // The toggle offers the dark scheme: the page is the app's, in the light one.
  await expect(page.getByTestId('color-scheme-toggle')).toHaveAttribute(
    'aria-label',
    'Koyu temaya geç',
  );
  expect(errors).toEqual([]);
});

test('a scheme kept from before the cookie existed gets its cookie on the first visit', async ({
  page,
}) => {
  const errors = recordErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('colorScheme', 'light'));
  await page.goto('/live');
  await expectPage(page, 'page-live', 'Canlı Casino');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const cookies = await page.context().cookies(E2E_BASE_URL);
  expect(cookies.find((cookie) => cookie.name === 'lale_scheme')?.value).toBe('light');
  expect(errors).toEqual([]);
});
