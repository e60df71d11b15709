import { fundedPlayer } from '../../support/funded-player.ts';
import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { findGame, openGame } from '../games/games.ts';
import { skipToContent, tabTo } from './keyboard.ts';

/** Journeys with the keyboard only: Tab to move, typing, Enter and Space to act; no clicks. */
test.describe('with the keyboard only', () => {
  test('a player logs in', async ({ page, request }) => {
    const player = newPlayer();
    await registerPlayer(request, player);
    await page.goto('/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    await skipToContent(page);
    await tabTo(page, page.getByTestId('login-username'));
    await page.keyboard.type(player.username);
    await tabTo(page, page.getByTestId('login-password'));
    await page.keyboard.type(player.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-user')).toContainText(player.username);
  });

  test('a player asks for a bank-transfer deposit', async ({ page }) => {
    await fundedPlayer(page, 'tr', 0);
    await page.goto('/deposit');
    await expect(page.getByTestId('highlighted-method-101')).toBeVisible();
    await skipToContent(page);
    await tabTo(page, page.getByTestId('highlighted-method-101'));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('cash-method-101')).toHaveAttribute('data-selected', 'true');
    await tabTo(page, page.getByTestId('deposit-amount'));
    await page.keyboard.type('750');
    await tabTo(page, page.getByTestId('deposit-field-account'));
    await page.keyboard.type('TR12 0001');
    await tabTo(page, page.getByTestId('deposit-field-sender_identity_number'));
    await page.keyboard.type('10000000146');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Yatırım talebiniz alındı');
  });

  test('a player spins a slot', async ({ page, request }) => {
    await fundedPlayer(page, 'tr', 100);
    const game = await findGame(request, 'slot', 'tr');
    const frame = await openGame(page, game.gameID);
    await skipToContent(page);
    await tabTo(page, frame.getByRole('button', { name: 'Çevir', exact: true }));
    await page.keyboard.press('Enter');
    // The round's result, not a changed balance: a win equal to the stake leaves it as it was.
    await expect(frame.getByTestId('result')).toBeVisible();
  });
});
