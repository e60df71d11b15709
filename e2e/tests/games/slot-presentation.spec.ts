import type { Browser, Locator, Page } from '@playwright/test';
import { expect, newClientIp, test } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { newPlayer, registerPlayer, type Player } from '../../support/players.ts';
import { signIn, useLanguage } from '../lobby/lobby.ts';
import {
  drawnGrid,
  lira,
  openSlot,
  reloadSlot,
  spinAndReply,
  windowCellsInView,
  type SlotSpin,
  type SlotSpinReply,
} from './slot-page.ts';

/** Presses the sound switch and waits until the server has kept the player's choice. */
async function switchSound(page: Page, toggle: Locator): Promise<void> {
  const saved = page.waitForResponse('**/games/api/v1/preferences/sound');
  await toggle.click();
  expect((await saved).ok()).toBe(true);
}

/**
 * A browser of its own (its own address too) signed in as `player`, on the slot's page once it
 * has read the player's saved sound choice.
 */
async function deviceOf(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'tr-TR',
    extraHTTPHeaders: { 'X-Forwarded-For': newClientIp() },
  });
  const page = await context.newPage();
  await useLanguage(page, 'tr');
  await signIn(page, 'tr', player);
  const preferences = page.waitForResponse('**/games/api/v1/preferences');
  await openSlot(page, 'tr');
  expect((await preferences).ok()).toBe(true);
  return page;
}

async function registeredPlayer(browser: Browser): Promise<Player> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': newClientIp() },
  });
  const player = newPlayer();
  await registerPlayer(context.request, player);
  await context.close();
  return player;
}

const lastSpin = (outcome: { base: SlotSpin; freeSpins: SlotSpin[] }) =>
  outcome.freeSpins.at(-1) ?? outcome.base;

test.describe('slot reels', () => {
  // The reels' show is what these journeys watch (the suite's default is reduced motion).
  test.use({ reducedMotion: 'no-preference' });
  test('a spin scrolls the reels one by one and comes to rest on exactly the server’s symbols', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'tr');
    await fundedPlayer(page, 'tr', 200);
    const frame = await openSlot(page, 'tr');
    const reels = frame.getByTestId('reels');
    await expect(reels).toHaveAttribute('data-state', 'settled');

    // Each reel's animation, read the moment the reels start (a busy machine may finish the
    // whole spin before a later look).
    const movingAtStart = reels.evaluate(
      (element) =>
        new Promise<number[]>((resolve) => {
          const observer = new MutationObserver(() => {
            if (element.getAttribute('data-state') !== 'spinning') return;
            observer.disconnect();
            const columns = Array.from(element.querySelectorAll('.reel__column'));
            resolve(columns.map((column) => column.getAnimations().length));
          });
          observer.observe(element, { attributes: true, attributeFilter: ['data-state'] });
        }),
    );
    const reply = await spinAndReply(page, frame);
    // The round is settled before the show: the reply already holds the outcome and balance.
    expect(reply.round.outcome.base.grid.length).toBeGreaterThan(0);
    const moving = await movingAtStart;
    expect(moving.length).toBeGreaterThan(0);
    expect(moving).toEqual(moving.map(() => 1));

    await expect(frame.getByTestId('result')).toContainText(/Kazandınız|kazanç yok/, {
      timeout: 150_000,
    });
    expect(await drawnGrid(frame)).toEqual(lastSpin(reply.round.outcome).grid);
    expect(await windowCellsInView(frame)).toBe(true);
    await expect(frame.getByTestId('balance')).toHaveText(lira(reply.balance, 'tr'));
    // Screen readers hear each reel's symbols by name.
    await expect(reels.getByRole('img', { name: /^Makara 1: / })).toBeVisible();
  });

  test('space stops the reels at once, still on the server’s symbols', async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'tr');
    await fundedPlayer(page, 'tr', 200);
    const frame = await openSlot(page, 'tr');
    const reels = frame.getByTestId('reels');
    const replied = page.waitForResponse((r) => r.url().includes('/games/api/v1/slot/spin'));
    await reels.click();
    await page.keyboard.press('Space');
    const reply = (await (await replied).json()) as SlotSpinReply;
    await expect(reels).toHaveAttribute('data-state', 'spinning');
    await page.keyboard.press('Space');
    await expect(reels).toHaveAttribute('data-state', 'settled', { timeout: 5_000 });
    const base = reply.round.outcome.base;
    const shown = await drawnGrid(frame);
    // With free spins the show goes on to them; the base spin stopped on its own symbols.
    if (reply.round.outcome.freeSpins.length === 0) {
      expect(shown).toEqual(base.grid);
    }
    expect(await windowCellsInView(frame)).toBe(true);
  });

  test('with reduced motion the result shows at once, without scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="reels"][data-state="spinning"]'))
          document.documentElement.dataset.reelsSpun = 'yes';
      }).observe(document, { subtree: true, attributes: true, childList: true });
    });
    await useLanguage(page, 'en');
    await fundedPlayer(page, 'en', 200);
    const frame = await openSlot(page, 'en');
    const reply = await spinAndReply(page, frame);
    await expect(frame.getByTestId('result')).toContainText(/You won|No win/, { timeout: 3_000 });
    expect(await drawnGrid(frame)).toEqual(reply.round.outcome.base.grid);
    expect(await frame.locator('html').evaluate((html) => html.dataset.reelsSpun ?? 'no')).toBe(
      'no',
    );
    await expect(frame.getByTestId('balance')).toHaveText(lira(reply.balance, 'en'));
  });

  test('sound is off on a first visit; the player’s choice survives a reload and follows them to another browser, not to another player', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'tr');
    const player = await fundedPlayer(page, 'tr', 100);
    let frame = await openSlot(page, 'tr');
    const toggle = (on: Page) => on.getByTestId('sound-toggle');
    // One name, "Ses"; whether sound is on is the pressed state alone.
    await expect(toggle(frame)).toHaveAccessibleName('Ses');
    await expect(toggle(frame)).toHaveAttribute('aria-pressed', 'false');
    await switchSound(page, toggle(frame));
    await expect(toggle(frame)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(frame)).toHaveAccessibleName('Ses');
    frame = await reloadSlot(page);
    await expect(toggle(frame)).toHaveAttribute('aria-pressed', 'true');

    const elsewhere = await deviceOf(browser, player);
    await expect(toggle(elsewhere)).toHaveAttribute('aria-pressed', 'true');
    // While this player's sound is on, another player's stays off.
    const another = await deviceOf(browser, await registeredPlayer(browser));
    await expect(toggle(another)).toHaveAttribute('aria-pressed', 'false');
    await switchSound(elsewhere, toggle(elsewhere));
    frame = await reloadSlot(page);
    await expect(toggle(frame)).toHaveAttribute('aria-pressed', 'false');
    await elsewhere.context().close();
    await another.context().close();
  });

  test('a reload in the middle of the show brings back the settled round', async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'en');
    await fundedPlayer(page, 'en', 200);
    let frame = await openSlot(page, 'en');
    const reply = await spinAndReply(page, frame);
    await expect(frame.getByTestId('reels')).toHaveAttribute('data-state', 'spinning');
    frame = await reloadSlot(page);
    await expect(frame.getByTestId('result')).toContainText(
      reply.round.outcome.totalWin > 0 ? lira(reply.round.outcome.totalWin, 'en') : 'No win',
    );
    expect(await drawnGrid(frame)).toEqual(reply.round.outcome.base.grid);
    await expect(frame.getByTestId('balance')).toHaveText(lira(reply.balance, 'en'));
  });
});
