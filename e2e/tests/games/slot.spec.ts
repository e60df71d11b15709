import { expect, test } from '../../support/site-test.ts';
import { signIn, useLanguage } from '../lobby/lobby.ts';
import { findGame, openGame } from './games.ts';

test.describe('an in-house slot', () => {
  test('in English the page speaks English and refuses a spent session politely', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'en');
    const game = await findGame(request, 'slot', 'en');
    const frame = await openGame(page, game.gameID);
    await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
    await expect(frame.getByTestId('rtp')).toContainText('Return to player');
    // Opening the game page again in a fresh tab with the same (spent) launch link fails clearly.
    const src = await page.getByTestId('page-play').locator('iframe').getAttribute('src');
    const fresh = await page.context().newPage();
    await fresh.goto(src ?? '/games/slot/?lang=en');
    await expect(fresh.getByRole('alert')).toContainText('open the game again');
  });
});
