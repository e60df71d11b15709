import { useLanguage } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';
import { waitForContent } from './axe-check.ts';
import { expect, test } from './axe-test.ts';
import type { Lang } from '../../support/languages.ts';

/** A small phone's width: WCAG 1.4.10 asks for no sideways scrolling at 320 CSS px and up. */
const PHONE = { width: 375, height: 812 };

/** A signed-in player's header and the cashier carry the most side by side. */
const PAGES = [
  { path: '/', testId: 'page-home' },
  { path: '/deposit', testId: 'page-deposit' },
  { path: '/withdraw', testId: 'page-withdraw' },
  { path: '/bank-accounts', testId: 'page-bank-accounts' },
  { path: '/profile', testId: 'page-profile' },
];

test.use({ viewport: PHONE });

const lang = 'en' as Lang;

test(`a signed-in player's pages fit a ${PHONE.width} px phone in ${lang}`, async ({ page }) => {
  await useLanguage(page, lang);
  await signIn(page, lang);
  const wider: string[] = [];
  for (const { path, testId } of PAGES) {
    await page.goto(path);
    await waitForContent(page, testId);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wider.push(`${path} is ${width} px wide`);
  }
  expect(wider).toEqual([]);
});
