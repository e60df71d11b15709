import { test } from '../../support/site-test.ts';
import { expectPage, expectSiteChrome, PUBLIC_ROUTES, useLanguage } from './site.ts';
import type { Lang } from '../../support/languages.ts';

const lang = 'tr' as Lang;

// One page walks every route: a browser context per route cost more than the routes themselves.
test(`every public route shows its page inside the header and footer (${lang})`, async ({
  page,
}) => {
  await useLanguage(page, lang);
  // One page walks the list: the time of a one-page test for each entry.
  test.setTimeout(PUBLIC_ROUTES.length * 10_000);
  for (const route of PUBLIC_ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expectPage(page, route.testId, route.h1[lang]);
      await expectSiteChrome(page, lang);
    });
  }
});
