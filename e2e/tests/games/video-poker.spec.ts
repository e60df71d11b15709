import type { FrameLocator, Page } from '@playwright/test';
import { fundedPlayer } from '../../support/funded-player.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { cards, useLanguage } from '../lobby/lobby.ts';
import { expectHeaderFollows, frameBalance, gameFrame } from './games.ts';

/** "₺1,234.50" (en) → 123450 kuruş. */
const kurus = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

const handCards = (frame: FrameLocator) => frame.getByTestId('vp-card');
const cardLabels = async (frame: FrameLocator) =>
  (await handCards(frame).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).map(
    (label) => (label ?? '').replace(/, held$/, ''),
  );

interface DrawReply {
  balance: number;
  game: { cards: number[]; dealt: number[]; holds: boolean[]; hand: string; win: number };
  round: {
    stake: number;
    win: number;
    balanceBefore: number;
    balanceAfter: number;
    status: string;
    outcome: { cards: number[]; holds: boolean[]; hand: string };
  };
}

async function openFromLobby(page: Page): Promise<FrameLocator> {
  await page.goto('/slot');
  await page.getByTestId('lobby-search').fill('Jacks or Better');
  const tile = cards(page).filter({ hasText: 'Jacks or Better' }).first();
  await expect(tile).toBeVisible();
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/play\/casino\/\d+/);
  const frame = gameFrame(page);
  await expect(frameBalance(frame)).toBeVisible({ timeout: 15_000 });
  return frame;
}

test('a player finds video poker in the lobby, deals, holds two cards, draws and is paid as the round records', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await fundedPlayer(page, 'en', 500);
  const frame = await openFromLobby(page);
  await expect(frame.getByTestId('rtp')).toContainText('99.54%');

  await frame.getByRole('button', { name: '5 coins' }).click();
  await frame.getByLabel('Coin value').selectOption('100');
  await expect(frame.getByTestId('vp-stake')).toContainText('5.00');
  const before = kurus(await frameBalance(frame).innerText());
  expect(before).toBe(50_000);

  const dealt = page.waitForResponse((r) => r.url().includes('/games/api/v1/video-poker/deal'));
  await frame.getByRole('button', { name: 'Deal', exact: true }).click();
  await dealt;
  await expect(handCards(frame)).toHaveCount(5);
  await expect(frame.getByRole('button', { name: 'Draw', exact: true })).toBeVisible();
  await expect.poll(async () => kurus(await frameBalance(frame).innerText())).toBe(before - 500);
  const dealtLabels = await cardLabels(frame);

  // The first card by tap, the fourth by its key; space draws.
  await handCards(frame).nth(0).click();
  await page.keyboard.press('4');
  await expect(handCards(frame).nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(handCards(frame).nth(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(handCards(frame).nth(1)).toHaveAttribute('aria-pressed', 'false');
  const drawn = page.waitForResponse((r) => r.url().includes('/games/api/v1/video-poker/draw'));
  await page.keyboard.press('Space');
  const reply = (await (await drawn).json()) as DrawReply;

  const { round, game } = reply;
  expect(round).toMatchObject({ status: 'settled', stake: 500, balanceBefore: before });
  expect(round.outcome.holds).toEqual([true, false, false, true, false]);
  expect(round.balanceAfter).toBe(before - 500 + round.win);
  expect(game.cards[0]).toBe(game.dealt[0]);
  expect(game.cards[3]).toBe(game.dealt[3]);

  const result = frame.getByTestId('vp-result');
  if (round.win > 0) {
    await expect(result).toContainText('you win');
    await expect(frame.locator(`[data-hand="${round.outcome.hand}"]`)).toHaveClass(/vp-row--win/);
  } else {
    await expect(result).toHaveText('No win this hand.');
  }
  await expect(frame.getByRole('button', { name: 'Deal', exact: true })).toBeVisible();
  await expect
    .poll(async () => kurus(await frameBalance(frame).innerText()))
    .toBe(round.balanceAfter);
  const finalLabels = await cardLabels(frame);
  expect(finalLabels[0]).toBe(dealtLabels[0]);
  expect(finalLabels[3]).toBe(dealtLabels[3]);
  await expectHeaderFollows(page, frame);

  // The round is in the player's game history; once the seed is revealed the verify page
  // deals the same five cards again.
  await page.goto('/profile?tab=games');
  const row = page.getByTestId('game-history-row').filter({ hasText: 'Jacks or Better' }).first();
  await expect(row).toBeVisible();
  await page.getByTestId('game-history-rotate').click();
  const verify = row.getByTestId('game-history-verify');
  await expect(verify).toBeVisible();
  await page.goto((await verify.getAttribute('href')) ?? '');
  await expect(page.getByTestId('hash-check')).toHaveText(
    'SHA-256(server seed) matches the hash shown.',
  );
  const verified = page.getByTestId('verify-vp-dealt').getByTestId('vp-card');
  await expect(verified).toHaveCount(5);
  expect(
    await verified.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
  ).toEqual(dealtLabels);
});
