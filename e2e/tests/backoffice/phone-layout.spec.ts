import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import type { Lang } from '../../support/languages.ts';
import { openSectionOnPhone as openSection, signInOperator } from '../../support/operator.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { signIn } from '../lobby/lobby.ts';
import { useLanguage } from '../foundation/site.ts';

const PHONE = { width: 390, height: 844 };

/** Neither the page nor any list on it is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    widestTable: Math.max(
      0,
      ...Array.from(document.querySelectorAll('table')).map((table) =>
        Math.floor(table.getBoundingClientRect().width),
      ),
    ),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  expect(widths.widestTable).toBeLessThanOrEqual(widths.screen);
}

/** Shown, and whole within the screen's width (not cut off by a list scrolled sideways). */
async function expectOnScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

const lang = 'tr' as Lang;

test(`every back-office screen reads and works on a phone without sideways scrolling (${lang})`, async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // A player with a deposit waiting in the finance queue.
  const player = newPlayer();
  await registerPlayer(page.request, player);
  await signIn(page, lang, player);
  const asked = await rpc(page.request, 'finance', 'save_bank_transfer', {
    methodID: 101,
    amount: 123_456,
    account: 'TR12 0001',
    sender_identity_number: '10000000146',
    requestKey: randomUUID().replaceAll('-', ''),
  });
  expect(asked, JSON.stringify(asked)).toMatchObject({ result: true });

  const office = await browser.newContext({ baseURL, viewport: PHONE });
  const admin = await office.newPage();
  await useLanguage(admin, lang);
  await admin.goto('/backoffice');
  await signInOperator(admin);

  await test.step('finance queue: the request as a card, its amount, approve and selection', async () => {
    await admin.getByTestId('finance-player').fill(player.username);
    const card = admin.getByTestId('queue-row').filter({ hasText: player.username });
    await expect(card).toHaveCount(1);
    await expectOnScreen(card.getByText(/1[.,]234[.,]56/));
    await expectOnScreen(card.getByTestId('queue-confirm'));
    await card.getByTestId('queue-select').check();
    await expectOnScreen(admin.getByTestId('finance-bulk-confirm'));
    await expectNoSidewaysScroll(admin);
  });

  await test.step('players: search and the player page', async () => {
    await openSection(admin, 'bo-nav-players');
    await admin.getByTestId('bo-players-search').fill(player.username);
    await admin.getByTestId('bo-players-find').click();
    await admin.getByTestId('bo-players-hits').getByRole('button').first().click();
    await expect(admin.getByTestId('bo-player-page')).toContainText(player.username);
    await expect(admin.getByTestId('bo-player-history')).toBeVisible();
    await expectOnScreen(admin.getByTestId('bo-adjust-propose'));
    await expectNoSidewaysScroll(admin);
  });

  await test.step('catalogue: games, providers and live tables', async () => {
    await openSection(admin, 'bo-nav-catalogue');
    const games = admin.getByTestId('bo-catalogue-games');
    await expectOnScreen(games.getByTestId('bo-catalogue-game-enabled').first());
    await expectNoSidewaysScroll(admin);
    for (const tab of ['providers', 'tables'] as const) {
      await admin.getByTestId(`bo-catalogue-tab-${tab}`).click();
      await expectOnScreen(admin.getByTestId(`bo-catalogue-${tab}`).getByRole('switch').first());
      await expectNoSidewaysScroll(admin);
    }
  });

  await test.step('content, bonuses, tournaments and the lottery', async () => {
    await openSection(admin, 'bo-nav-content');
    await expectOnScreen(admin.getByTestId('bo-content-item').first());
    await expectNoSidewaysScroll(admin);
    await openSection(admin, 'bo-nav-bonuses');
    await expectOnScreen(admin.getByTestId('bo-bonus-row').first());
    await expectNoSidewaysScroll(admin);
    await openSection(admin, 'bo-nav-tournaments');
    await expectOnScreen(admin.getByTestId('bo-tournament-row').first());
    await expectNoSidewaysScroll(admin);
    await openSection(admin, 'bo-nav-lottery');
    await expectOnScreen(admin.getByTestId('bo-lottery-row').first());
    await expectNoSidewaysScroll(admin);
  });

  await test.step('reports: the revenue and ledger tables with their totals', async () => {
    await openSection(admin, 'bo-nav-reports');
    await admin.getByTestId('bo-reports-preset').selectOption('today');
    await expectOnScreen(admin.getByTestId('bo-report-total'));
    await expectNoSidewaysScroll(admin);
    await admin.getByTestId('bo-reports-tab-ledger').click();
    await expectOnScreen(admin.getByTestId('bo-report-row').first());
    await expectNoSidewaysScroll(admin);
  });

  await test.step('operators, settings, audit, support and the sportsbook', async () => {
    await openSection(admin, 'bo-nav-operators');
    await expectOnScreen(
      admin.getByTestId('operators-row').filter({ hasText: 'admin' }).getByRole('button').last(),
    );
    await expectNoSidewaysScroll(admin);
    await openSection(admin, 'bo-nav-settings');
    await expectOnScreen(admin.getByTestId('settings-approval-save'));
    await expectNoSidewaysScroll(admin);
    await openSection(admin, 'bo-nav-audit');
    await expectOnScreen(admin.getByTestId('audit-row').first());
    await expectNoSidewaysScroll(admin);
    await openSection(admin, 'bo-nav-support');
    await expectOnScreen(admin.getByTestId('bo-support-available'));
    await expectNoSidewaysScroll(admin);
    await openSection(admin, 'bo-nav-sportsbook');
    await expect(admin.getByTestId('page-backoffice-sportsbook')).toBeVisible();
    await expectNoSidewaysScroll(admin);
  });
  await office.close();
});
