/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/accounts-test.ts';
import type { Lang } from '../../support/languages.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { PHONE } from '../../support/screenshots.ts';
import { submitLogin } from '../accounts/account-pages.ts';
import { useLanguage } from './site.ts';

const lang = 'tr' as Lang;
const TEXT = {
  tr: { unread: /^\d+ okunmamış bildirim$/ },
  en: { unread: /^\d+ unread notifications?$/ },
}[lang];

test.use({ viewport: PHONE });

test('a phone: initials at once, a badge on the bell, history as cards, support off the odds', async ({
  page,
  request,
}) => {
  await useLanguage(page, lang);
  const player = newPlayer();
  await registerPlayer(request, player);

  // Right after login the avatar has the player's initials (web unit tests prove they come
  // with the login itself, before the profile loads).
  await submitLogin(page, player.username, player.password);
  await expect(page.getByTestId('header-avatar')).toHaveText('DY');

  // The unread count is a badge on the bell, and the bell's name says it.
  const bell = page.getByTestId('header-notifications');
  await expect(bell).toHaveAttribute('aria-label', TEXT.unread);
  const count = page.getByTestId('header-notification-count');
  await expect(count).toHaveText(/^\d+$/);
  const [bellBox, countBox] = [await bell.boundingBox(), await count.boundingBox()];
  const centreX = countBox!.x + countBox!.width / 2;
  const centreY = countBox!.y + countBox!.height / 2;
  expect(centreX).toBeGreaterThan(bellBox!.x + bellBox!.width / 2);
  expect(centreX).toBeLessThan(bellBox!.x + bellBox!.width + 8);
  expect(centreY).toBeGreaterThan(bellBox!.y - 8);
  expect(centreY).toBeLessThan(bellBox!.y + bellBox!.height / 2);

  // The account's history (a bank transfer waiting for the operator) is a list of cards, and
  // the page does not scroll sideways.
  const asked = await rpc(page.request, 'finance', 'save_bank_transfer', {
    methodID: 101,
    amount: 10_000,
    account: 'TR12 0001',
    sender_identity_number: '10000000146',
    requestKey: randomUUID().replaceAll('-', ''),
  });
  expect(asked, JSON.stringify(asked)).toMatchObject({ result: true });
  await page.goto('/profile?tab=history');
  await expect(page.getByTestId('history-table')).toHaveAttribute('data-layout', 'cards');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-amount')).toHaveText(/100,00/);
  const scrolls = () =>
    page.evaluate(() => {
      const root = document.scrollingElement!;
      return root.scrollWidth > root.clientWidth;
    });
  expect(await scrolls()).toBe(false);

  // On the sportsbook no floating button sits on the odds: an odds button brought to the
  // corner where it floated (just above the bet slip's bottom bar) is what a tap there hits;
  // the chat opens from the account menu. One sport's page: the whole sportsbook's hundreds of
  // events would make this a test of the phone's speed.
  await page.goto('/sport/volleyball');
  const odds = page.getByTestId('odds-button');
  await expect(odds.first()).toBeVisible();
  const hit = await page.evaluate(() => {
    // The right-most odds button on screen (a row of markets may scroll sideways in its box).
    const buttons = Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="odds-button"]'),
    ).filter((button) => {
      const rect = button.getBoundingClientRect();
      return rect.width > 0 && rect.left >= 0 && rect.right <= window.innerWidth;
    });
    const target = buttons.reduce((best, button) =>
      button.getBoundingClientRect().right > best.getBoundingClientRect().right ? button : best,
    );
    const bar = document.querySelector('[data-testid="bet-slip-bar"]');
    const corner = (bar?.getBoundingClientRect().top ?? window.innerHeight) - 42;
    const rect = target.getBoundingClientRect();
    window.scrollBy(0, rect.top + rect.height / 2 - corner);
    const moved = target.getBoundingClientRect();
    const at = document.elementFromPoint(
      moved.left + moved.width / 2,
      moved.top + moved.height / 2,
    );
    return { onTarget: target.contains(at), right: moved.right, at: at?.outerHTML.slice(0, 200) };
  });
  expect(hit.onTarget, hit.at).toBe(true);
  // In the right quarter of the screen, where the button floated (a volleyball row's last odds
  // end about 80 px from the edge, a football row's nearer).
  expect(hit.right).toBeGreaterThan(PHONE.width * 0.75);
  await expect(page.getByTestId('support-button')).toBeHidden();
  await page.getByTestId('header-user').click();
  await page.getByTestId('menu-support').click();
  await expect(page.getByTestId('support-presence')).toBeVisible();
});
