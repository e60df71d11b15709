import { test } from '../../support/site-test.ts';
import { expectPage, expectSiteChrome, PUBLIC_ROUTES, useLanguage } from './site.ts';
import { journeyLanguages } from '../../support/languages.ts';

for (const lang of journeyLanguages('tr')) {
  test.describe(`public routes in ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} shows its page inside the header and footer`, async ({ page }) => {
        await page.goto(route.path);
        await expectPage(page, route.testId, route.h1[lang]);
        await expectSiteChrome(page, lang);
      });
    }
  });
}
