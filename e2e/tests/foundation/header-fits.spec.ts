/// <reference lib="dom" />
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import type { Lang } from '../../support/languages.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { signIn } from '../lobby/lobby.ts';
import { useLanguage } from './site.ts';

// Turkish: the longer labels are the hard case. English is the web unit tests' other half.
const lang = 'tr' as Lang;
const WIDTHS = [360, 390, 768, 1024, 1280, 1440, 1920, 2560];
/** Mantine's md breakpoint: narrower screens have the burger's drawer instead of the row. */
const ROW_FROM = 992;

const call = (method: string) => (response: Response) =>
  response.url().endsWith('/endpoint/v1') &&
  (response.request().postData() ?? '').includes(`"${method}"`);

/** Nothing in the header lies outside the screen, and its three parts do not overlap. */
async function expectHeaderFits(page: Page, width: number) {
  const layout = await page.evaluate(() => {
    const box = (testId: string) =>
      document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect().toJSON() as
        DOMRect | undefined;
    const header = document.querySelector('[data-testid="site-header"]')!;
    const controls = Array.from(header.querySelectorAll<HTMLElement>('a, button, [data-testid]'))
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert]'))
      .map((el) => {
        const { left, right } = el.getBoundingClientRect();
        return { what: el.dataset.testid ?? el.textContent ?? el.tagName, left, right };
      });
    return {
      pageWidth: document.documentElement.scrollWidth,
      start: box('header-start')!,
      end: box('header-end')!,
      row: box('header-nav'),
      controls,
    };
  });
  const where = `at ${width} px`;
  expect(layout.pageWidth, where).toBeLessThanOrEqual(width);
  expect(layout.start.right, where).toBeLessThanOrEqual(layout.end.left);
  if (layout.row && layout.row.width > 0) {
    expect(layout.row.left, where).toBeGreaterThanOrEqual(layout.start.right);
    expect(layout.row.right, where).toBeLessThanOrEqual(layout.end.left);
  }
  for (const control of layout.controls) {
    expect(control.left, `${control.what} ${where}`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${control.what} ${where}`).toBeLessThanOrEqual(width);
  }
}

/** Each entry is a whole link of the row, in order, or under "Daha fazla". */
async function expectRowReachesAll(page: Page, labels: string[], width: number) {
  const row = page.getByTestId('header-nav');
  const inRow = await row.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll<HTMLElement>(':scope > a')).map((link) => {
      const { left, right } = link.getBoundingClientRect();
      return {
        label: link.textContent,
        whole: left >= edge.left - 0.5 && right <= edge.right + 0.5,
      };
    });
  });
  const where = `at ${width} px`;
  expect(
    inRow.every((link) => link.whole),
    where,
  ).toBe(true);
  expect(
    inRow.map((link) => link.label),
    where,
  ).toEqual(labels.slice(0, inRow.length));
  const more = page.getByTestId('header-nav-more');
  if (inRow.length === labels.length) {
    await expect(more, where).toHaveCount(0);
    return;
  }
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await more.click();
  const menu = page.getByTestId('header-nav-more-menu');
  await expect(menu.getByRole('menuitem'), where).toHaveText(labels.slice(inRow.length));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function expectDrawerHoldsAll(page: Page, labels: string[], width: number) {
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation').getByRole('link'), `at ${width} px`).toHaveText(
    labels,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('a signed-in header fits from 360 to 2,560 px; the home messages show once per player', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await useLanguage(page, lang);
  await signIn(page, lang, player);
  const menu = (await (await request.get('/datas/header-menu.json')).json()) as {
    label: Record<Lang, string>;
  }[];
  const labels = menu.map((entry) => entry.label[lang]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const remembered = page.waitForResponse(call('mark_notices_seen'));
  await page.goto('/');
  // A new player who has not deposited is offered the welcome bonus, and told of the New Year.
  await expect(page.getByTestId('home-notice')).toHaveCount(2);
  await expect(page.getByTestId('home-notices')).toContainText('Hoş geldiniz!');
  await expect(page.getByTestId('home-notices')).toContainText('Yeni Yıl');
  await remembered;
  await expect(page.getByTestId('header-balance')).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectHeaderFits(page, width);
    if (width >= ROW_FROM) await expectRowReachesAll(page, labels, width);
    else if (width !== 390) await expectDrawerHoldsAll(page, labels, width);
  }

  // The second visit, on a device that has forgotten them: the server remembers for the player.
  await page.evaluate(() => window.localStorage.removeItem('shownNotices'));
  const served = Promise.all([
    page.waitForResponse(call('popupInformation')),
    page.waitForResponse(call('getSpecialDateInf')),
  ]);
  await page.reload();
  await served;
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(page.getByTestId('home-notices')).toHaveCount(0);
});
