import { useLanguage } from '../foundation/site.ts';
import type { Lang } from '../foundation/site.ts';
import { expectNoSeriousViolations, waitForContent } from './axe-check.ts';
import { GUEST_ROUTES, PRIVATE_ROUTES, titleOf } from './axe-routes.ts';
import type { AxeRoute } from './axe-routes.ts';
import { expect, test } from './axe-test.ts';

/**
 * axe on every route of SPEC §2, in tr and en, as a guest and as the signed-in demo player:
 * no serious or critical violation. One page load per route and combination. Guests meet the
 * login page on the login-required routes, which the public routes already check.
 */
const COMBINATIONS: { lang: Lang; signedIn: boolean; routes: AxeRoute[] }[] = [
  { lang: 'tr', signedIn: false, routes: GUEST_ROUTES },
  { lang: 'en', signedIn: false, routes: GUEST_ROUTES },
  { lang: 'tr', signedIn: true, routes: [...GUEST_ROUTES, ...PRIVATE_ROUTES] },
  { lang: 'en', signedIn: true, routes: [...GUEST_ROUTES, ...PRIVATE_ROUTES] },
];

test.describe.configure({ mode: 'parallel' });

for (const { lang, signedIn, routes } of COMBINATIONS) {
  test.describe(`accessibility in ${lang}, ${signedIn ? 'signed in' : 'as a guest'}`, () => {
    test.use({ signedIn });
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    for (const route of routes) {
      test(`${titleOf(route)} has no serious or critical axe violation`, async ({
        page,
        demoIds,
      }) => {
        const path = typeof route.path === 'string' ? route.path : route.path(demoIds);
        await page.goto(path);
        await waitForContent(page, route.testId);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousViolations(page);
      });
    }
  });
}
