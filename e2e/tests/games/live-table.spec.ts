import { expect, test } from '../../support/accounts-test.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { signIn, useLanguage } from '../lobby/lobby.ts';
import {
  callout,
  findTable,
  inPhase,
  livePage,
  lobbyPlayers,
  openTable,
  otherBrowser,
  TEXT,
} from './live-table-page.ts';

// Live tables run on their games' own rhythm (an auto roulette round is about 23 s, a baccarat
// coup 34 s, a hold'em hand 41 s): each test waits for at most a round or two of its table.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

test('two players in one room see the same countdown and result, and chat reaches both', async ({
  page,
  browser,
  request,
}) => {
  await useLanguage(page, 'tr');
  await fundedPlayer(page, 'tr', 100);
  const table = await findTable(page, 'roulette', /Auto Roulette/);
  const other = await otherBrowser(browser);
  try {
    const pageB = await other.newPage();
    await useLanguage(pageB, 'en');
    const playerB = newPlayer();
    await registerPlayer(request, playerB);
    await signIn(pageB, 'en', playerB);

    const frameA = await openTable(page, table);
    const frameB = await openTable(pageB, table);
    // The lobby counts both watchers.
    await expect
      .poll(() => lobbyPlayers(page, table), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    // And so does the lobby's card of the table, on a third tab (it refreshes every 10 s).
    const lobby = await page.context().newPage();
    await lobby.goto('/live/type/roulette');
    const players = lobby
      .locator(`[data-testid="game-card"][data-id="${table.tableID}"]`)
      .getByTestId('table-players');
    await expect
      .poll(async () => Number((await players.getAttribute('title'))?.match(/\d+$/)?.[0] ?? 0), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
    await lobby.close();

    // The same window counts down alike on both screens (server time, not each one's clock).
    // Read together until they agree while a window is open: a busy machine may paint one
    // screen's tick late, or be so slow that the window closes between two reads (the ring is
    // gone then), and the next window is compared instead.
    await inPhase(frameA, 'betting');
    const seconds = (frame: typeof frameA) =>
      frame
        .getByTestId('live-countdown')
        .getAttribute('data-seconds', { timeout: 1_000 })
        .catch(() => null);
    const gap = async () => {
      const [a, b] = await Promise.all([seconds(frameA), seconds(frameB)]);
      return a === null || b === null ? Number.POSITIVE_INFINITY : Math.abs(Number(a) - Number(b));
    };
    await expect.poll(gap, { timeout: 40_000 }).toBeLessThanOrEqual(1);
    const round = await inPhase(frameA, 'betting');
    await expect(frameB.getByTestId('live-page')).toHaveAttribute('data-round', String(round));
    await expect(callout(frameA)).toHaveText(/Bahisler açık|Son bahisler/);
    await expect(callout(frameB)).toHaveText(/Place your bets|Last bets/);

    // A puts a chip on red; the wallet takes it.
    await frameA.getByRole('button', { name: TEXT.tr.red, exact: true }).click();
    await expect(frameA.getByTestId('live-total-bet')).not.toHaveText(/₺0,00/);

    // No more bets, then the same pocket on both screens.
    await expect(callout(frameA)).toHaveText(TEXT.tr.noMoreBets, { timeout: 30_000 });
    // The round's result joins both screens' recent results (a loaded machine may look only
    // once the next round has begun: the list keeps the last twenty).
    const resultOf = (frame: typeof frameA) =>
      frame.getByTestId('live-recent').locator(`li[aria-label*="#${round}:"]`);
    await expect(resultOf(frameA)).toHaveCount(1, { timeout: 40_000 });
    await expect(resultOf(frameB)).toHaveCount(1, { timeout: 10_000 });
    expect(await resultOf(frameA).textContent()).toBe(await resultOf(frameB).textContent());

    // Chat goes both ways.
    await frameA.getByLabel(TEXT.tr.chatInput).fill('İyi şanslar masa');
    await frameA.getByRole('button', { name: TEXT.tr.send }).click();
    await expect(frameB.getByTestId('live-chat-lines')).toContainText('İyi şanslar masa');
    await frameB.getByLabel(TEXT.en.chatInput).fill('thanks, you too');
    await frameB.getByRole('button', { name: TEXT.en.send }).click();
    await expect(frameA.getByTestId('live-chat-lines')).toContainText('thanks, you too');
  } finally {
    await other.close();
  }
});

test('a player sits at a live blackjack table, plays the turn and sees the dealer finish', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await fundedPlayer(page, 'en', 500);
  const table = await findTable(page, 'blackjack', /./);
  const frame = await openTable(page, table);
  await inPhase(frame, 'betting', 90_000);
  // The first free seat's offer: sitting takes the table's minimum stake.
  await frame
    .getByRole('button', { name: /^Seat \d: Sit:/ })
    .first()
    .click();
  await expect(frame.locator('.bj-seat--mine')).toHaveCount(1);
  await expect(frame.locator('.bj-seat--mine')).toContainText('You');

  // The cards come; when the turn reaches this seat (no blackjack dealt), the player stands.
  const actions = frame.getByTestId('live-blackjack-actions');
  const insurance = frame.getByRole('button', { name: 'No insurance' });
  await expect(async () => {
    if (await insurance.isVisible()) await insurance.click();
    if (await actions.isVisible()) await actions.getByRole('button', { name: 'Stand' }).click();
    await expect(livePage(frame)).toHaveAttribute('data-phase', 'result', { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [500] });

  // The dealer's hand is played out in the open, and the seat's hand is there with its total.
  const dealer = frame.getByTestId('live-blackjack-dealer');
  expect(await dealer.getByRole('img').count()).toBeGreaterThanOrEqual(2);
  await expect(dealer.getByRole('img', { name: /face-down/i })).toHaveCount(0);
  expect(await frame.locator('.bj-seat--mine').getByRole('img').count()).toBeGreaterThanOrEqual(2);
});
