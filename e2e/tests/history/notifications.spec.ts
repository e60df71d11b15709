import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { signIn, useLanguage } from '../lobby/lobby.ts';
import type { Lang } from '../../support/languages.ts';

const TITLES = {
  tr: { page: 'Bildirimler', welcome: 'Lale’ye hoş geldiniz', maintenance: 'Planlı bakım' },
  en: { page: 'Notifications', welcome: 'Welcome to Lale', maintenance: 'Planned maintenance' },
};

const lang = 'en' as Lang;

test.describe(`notifications in ${lang}`, () => {
  test.beforeEach(async ({ page }) => useLanguage(page, lang));

  test('the bell counts new announcements until the player reads them', async ({
    page,
    request,
  }) => {
    const player = newPlayer();
    await registerPlayer(request, player);
    await signIn(page, lang, player);
    await page.goto('/');
    const badge = page.getByTestId('header-notification-badge');
    // Three announcements are live and the player has never opened the page.
    await expect(badge).toContainText('3');
    await page.getByTestId('header-notifications').click();
    await expect(page).toHaveURL(/\/notifications$/);
    const screen = page.getByTestId('page-notifications');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(TITLES[lang].page);
    const notices = screen.getByTestId('notice');
    await expect(notices.filter({ hasText: TITLES[lang].welcome })).toHaveCount(1);
    // Newest first: the welcome (yesterday) before the maintenance notice (ten days ago).
    const texts = await notices.allTextContents();
    const welcome = texts.findIndex((t) => t.includes(TITLES[lang].welcome));
    const maintenance = texts.findIndex((t) => t.includes(TITLES[lang].maintenance));
    expect(welcome).toBeGreaterThanOrEqual(0);
    expect(welcome).toBeLessThan(maintenance);
    await page.goto('/');
    await expect(page.getByTestId('header-notifications')).toBeVisible();
    await expect(badge).not.toContainText(/\d/);
  });
});
