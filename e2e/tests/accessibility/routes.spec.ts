import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../support/env.ts';
import { useLanguage } from '../foundation/site.ts';
import type { Lang } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';
import { seriousViolations, waitForContent } from './axe-check.ts';
import {
  GUEST_ROUTES,
  MAINTENANCE_ROUTES,
  PRIVATE_ROUTES,
  pathOf,
  unfiltered,
} from './axe-routes.ts';
import type { AxeRoute } from './axe-routes.ts';
import { expect, test } from './axe-test.ts';

type Scheme = 'dark' | 'light';

/**
 * axe on every route of SPEC §2 (and the sportsbook, the cashier, the maintenance, no-access
 * and not-found pages): no serious or critical violation. Each route is read three times, so
 * that every difference axe can see is covered once: as a guest (tr, dark), signed in (en,
 * dark: the other language's labels and lengths) and signed in in the light scheme (tr: its
 * contrast). Guests meet the login page on the login-required routes, which the public routes
 * check. A route that draws a page already read with another filter (the lobbies' category, type
 * and provider pages, a league's events) is read in the guest pass only.
 */
const GUEST = [...GUEST_ROUTES, ...MAINTENANCE_ROUTES];
const PLAYER = unfiltered([...GUEST_ROUTES, ...PRIVATE_ROUTES, ...MAINTENANCE_ROUTES]);
const COMBINATIONS: { lang: Lang; signedIn: boolean; scheme: Scheme; routes: AxeRoute[] }[] = [
  { lang: 'tr', signedIn: false, scheme: 'dark', routes: GUEST },
  { lang: 'en', signedIn: true, scheme: 'dark', routes: PLAYER },
  { lang: 'tr', signedIn: true, scheme: 'light', routes: PLAYER },
];

/** The scheme as a returning visitor keeps it: for the app, and in the server's cookie. */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.context().addCookies([{ name: 'lale_scheme', value: scheme, url: E2E_BASE_URL }]);
  await page.addInitScript((value) => window.localStorage.setItem('colorScheme', value), scheme);
}

/**
 * The maintenance pages stand only while the site's status check says maintenance, or has not
 * answered yet; the real answer (the site is up) sends them home at once.
 */
async function answerSiteStatus(page: Page, status: AxeRoute['siteStatus']): Promise<void> {
  if (!status) return;
  await page.route('**/endpoint/v1/check-maintenance?*', async (route) => {
    // Never answered: the page keeps checking.
    if (status === 'checking') return;
    const response = await route.fetch();
    const reply = (await response.json()) as { data: object };
    await route.fulfill({ response, json: { ...reply, data: { ...reply.data, status: true } } });
  });
}

/** What went wrong, on one line: the failed expectation and the locator or value it names. */
const summary = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');

test.describe.configure({ mode: 'parallel' });
// A trace (its DOM snapshot and screenshots of every step) of the sportsbook's large, live
// pages doubles or triples the run. The failure message lists every finding instead, and a
// page that could not be checked is attached as a screenshot.
test.use({ trace: 'off' });

for (const { lang, signedIn, scheme, routes } of COMBINATIONS) {
  const who = signedIn ? 'signed in' : 'as a guest';
  test(`every route in ${lang}, ${who}, ${scheme}, has no serious or critical axe violation`, async ({
    page,
    demoIds,
  }) => {
    // One page visits every route in turn, most in 1 to 3 s: a test's time per three routes.
    test.setTimeout(test.info().project.timeout * Math.ceil(routes.length / 3));
    await useLanguage(page, lang);
    await useScheme(page, scheme);
    if (signedIn) await signIn(page, lang);

    const findings: string[] = [];
    for (const route of routes) {
      const path = pathOf(route, demoIds);
      await test.step(path, async () => {
        try {
          await test.step('load', async () => {
            await answerSiteStatus(page, route.siteStatus);
            await page.goto(path);
            await waitForContent(page, route.testId, { waits: Boolean(route.siteStatus) });
            const html = page.locator('html');
            await expect(html).toHaveAttribute('lang', lang);
            await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme);
            if (signedIn && !route.siteStatus)
              await expect(page.getByTestId('header-user')).toBeVisible();
          });
          const lines = await test.step('axe', () => seriousViolations(page));
          findings.push(...lines.map((line) => `${path}: ${line}`));
        } catch (error) {
          findings.push(`${path}: not checked, ${summary(error)}`);
          const screenshot = await page.screenshot().catch(() => null);
          if (screenshot)
            await test.info().attach(`${path} not checked`, {
              body: screenshot,
              contentType: 'image/png',
            });
        } finally {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
        }
      });
    }
    expect(findings, `axe in ${lang}, ${who}, ${scheme}`).toEqual([]);
  });
}
