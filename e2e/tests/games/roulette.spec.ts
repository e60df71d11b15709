import type { FrameLocator, Page } from '@playwright/test';
import { fundedPlayer } from '../../support/funded-player.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { useLanguage } from '../lobby/lobby.ts';
import { findGame, frameBalance, gameFrame, openGame } from './games.ts';

/** "₺1,234.50" (en) → 123450 kuruş. */
const kurus = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

interface SpinReply {
  balance: number;
  round: { stake: number; win: number; balanceAfter: number; outcome: { pocket: number } };
}

// The ball's run is part of what the first journey watches (the suite's default is reduced motion);
// the second asks for reduced motion itself.
test.use({ reducedMotion: 'no-preference' });

const wheel = (frame: FrameLocator) => frame.getByTestId('roulette-wheel');
const totalBet = (frame: FrameLocator) => frame.getByTestId('live-total-bet');

async function openRoulette(page: Page, request: Parameters<typeof findGame>[0]) {
  await useLanguage(page, 'en');
  await fundedPlayer(page, 'en', 500);
  const game = await findGame(request, 'table', 'en', /Roulette/);
  return openGame(page, game.gameID);
}

async function spin(page: Page, frame: FrameLocator): Promise<SpinReply> {
  const replied = page.waitForResponse((r) => r.url().includes('/games/api/v1/roulette/spin'));
  await frame.getByRole('button', { name: 'Spin', exact: true }).click();
  return (await (await replied).json()) as SpinReply;
}

test('chips go on the felt, undo / double / repeat change the stake, and the ball lands on the drawn number', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const frame = await openRoulette(page, request);
  await expect(frame.getByTestId('table-history')).toHaveCount(0);
  // The smallest chip of the rack, the table's minimum.
  const smallest = frame.getByRole('radio').first();
  await smallest.click();
  const chip = kurus((await smallest.getAttribute('aria-label')) ?? '');
  expect(chip).toBeGreaterThan(0);

  await frame.getByRole('button', { name: /^17 black, straight-up bet/ }).click();
  await expect(totalBet(frame)).toHaveText(`Total bet: ${money(chip)}`);
  await frame.getByRole('button', { name: /^Double/ }).click();
  await expect(totalBet(frame)).toHaveText(`Total bet: ${money(2 * chip)}`);
  await expect(
    frame.getByRole('button', { name: `17 black, straight-up bet, ${money(2 * chip)} on it` }),
  ).toBeVisible();
  await frame.getByRole('button', { name: /^Undo/ }).click();
  await expect(totalBet(frame)).toHaveText(`Total bet: ${money(chip)}`);
  await frame.getByRole('button', { name: /^Red/ }).click();
  await expect(totalBet(frame)).toHaveText(`Total bet: ${money(2 * chip)}`);
  await expect(frame.getByTestId('bet-slip').locator('li')).toHaveCount(2);

  const before = kurus(await frameBalance(frame).innerText());
  const reply = await spin(page, frame);
  const pocket = reply.round.outcome.pocket;
  expect(reply.round.stake).toBe(2 * chip);
  // While the ball runs, the page has not told the result yet.
  await expect(wheel(frame)).not.toHaveAttribute('data-resting-pocket', /\d/);
  await expect(wheel(frame)).toHaveAttribute('data-resting-pocket', String(pocket), {
    timeout: 10_000,
  });
  await expect(frame.getByTestId('result')).toContainText(`Result: ${pocket} `);
  await expect(wheel(frame)).toHaveAccessibleName(new RegExp(`the ball in ${pocket} `));
  await expect
    .poll(async () => kurus(await frameBalance(frame).innerText()))
    .toBe(reply.round.balanceAfter);
  expect(reply.round.balanceAfter).toBe(before - 2 * chip + reply.round.win);
  await expect(frame.getByTestId('table-history').locator('li').first()).toHaveText(String(pocket));

  // The table is cleared for the next spin; repeat puts the same bets back.
  await expect(totalBet(frame)).toHaveText(`Total bet: ${money(0)}`);
  await frame.getByRole('button', { name: /^Repeat/ }).click();
  await expect(totalBet(frame)).toHaveText(`Total bet: ${money(2 * chip)}`);
  await expect(frame.getByTestId('bet-slip').locator('li')).toHaveCount(2);

  // Space spins; a reload while the ball still runs shows the round the server settled.
  const replied = page.waitForResponse((r) => r.url().includes('/games/api/v1/roulette/spin'));
  await frame.locator('body').press('Space');
  const second = (await (await replied).json()) as SpinReply;
  await frame.locator('body').evaluate(() => window.location.reload());
  const reloaded = gameFrame(page);
  await expect(wheel(reloaded)).toHaveAttribute(
    'data-resting-pocket',
    String(second.round.outcome.pocket),
  );
  await expect(reloaded.getByTestId('result')).toContainText(
    `Last result: ${second.round.outcome.pocket} `,
  );
  await expect(frameBalance(reloaded)).toHaveText(money(second.round.balanceAfter));
  await expect(reloaded.getByTestId('table-history').locator('li')).toHaveCount(2);
});

test('under reduced motion the ball is in its pocket as soon as the spin is answered', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await openRoulette(page, request);
  await frame.getByRole('button', { name: /^Red/ }).click();
  const reply = await spin(page, frame);
  // No waiting on an animation: the result is there at once (well inside a spin's 3.5 s).
  await expect(wheel(frame)).toHaveAttribute(
    'data-resting-pocket',
    String(reply.round.outcome.pocket),
    { timeout: 1_000 },
  );
  await expect(frame.getByTestId('result')).toContainText(
    `Result: ${reply.round.outcome.pocket} `,
    { timeout: 1_000 },
  );
});

/** An amount as the game page shows it in English. */
function money(kurusAmount: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY' }).format(
    kurusAmount / 100,
  );
}
