import type { FrameLocator, Page } from '@playwright/test';
import { fundedPlayer } from '../../support/funded-player.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { cards, useLanguage } from '../lobby/lobby.ts';
import { frameBalance, gameFrame, type Lang } from './games.ts';

// The e2e server sells tickets for 10 s, calls a ball every 0.25 s and pauses 3 s between games
// (support/server.mjs). The player plays in a room of their own, where they are alone: with
// every ticket theirs, the line prize is certain to be theirs. The plain Bingo game runs the
// same page and server code (apps/server/src/domains/games/test/bingo.test.ts covers its rooms).

/** "₺1.234,50" (tr) or "₺1,234.50" (en) → kuruş. */
const kurus = (text: string, lang: Lang) =>
  Math.round(
    Number(
      (lang === 'tr' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')).replace(
        /[^\d.]/g,
        '',
      ),
    ) * 100,
  );

const cases = [
  {
    lang: 'tr' as const,
    game: 'Sesli Bingo',
    room: 'bingo-cheap',
    price: 100,
    salesClose: /Bilet satışı (\d+):(\d\d) sonra kapanır/,
    buy: /2 bilet al/,
    won: /Tebrikler! Çinko \(1 sıra\)/,
  },
];

async function openFromLobby(page: Page, name: string): Promise<FrameLocator> {
  await page.goto('/slot');
  await page.getByTestId('lobby-search').fill(name);
  const tile = cards(page)
    .filter({ hasText: new RegExp(`^${name}$|${name}`) })
    .first();
  await expect(tile).toBeVisible();
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/play\/casino\/\d+/);
  const frame = gameFrame(page);
  await expect(frameBalance(frame)).toBeVisible({ timeout: 15_000 });
  return frame;
}

for (const c of cases) {
  test(`${c.lang}: a player buys two bingo tickets, watches them daubed and is paid the line prize`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await useLanguage(page, c.lang);
    await fundedPlayer(page, c.lang, 500);
    const frame = await openFromLobby(page, c.game);

    await frame.getByTestId(`bingo-room-${c.room}`).getByRole('button').click();
    const status = frame.getByTestId('bingo-status');
    // A game selling tickets for a few seconds more (the last one may be still calling).
    await expect
      .poll(
        async () => {
          const match = c.salesClose.exec((await status.textContent()) ?? '');
          return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
        },
        { timeout: 60_000, intervals: [300] },
      )
      .toBeGreaterThanOrEqual(5);

    const before = kurus(await frameBalance(frame).innerText(), c.lang);
    await expect(frame.getByTestId('bingo-count')).toHaveText('2');
    await frame.getByRole('button', { name: c.buy }).click();
    await expect(frame.getByTestId('bingo-ticket')).toHaveCount(2);
    await expect
      .poll(async () => kurus(await frameBalance(frame).innerText(), c.lang))
      .toBe(before - 2 * c.price);

    // Each ticket: 3 rows of 9, 15 numbers.
    const cells = frame.getByTestId('bingo-ticket').first().locator('td');
    await expect(cells).toHaveCount(27);
    await expect(cells.filter({ hasText: /\d/ })).toHaveCount(15);

    // Sales close, balls are called and the tickets' numbers are daubed as they come.
    await expect(frame.getByTestId('bingo-room-view')).toHaveAttribute('data-phase', 'calling', {
      timeout: 30_000,
    });
    await expect(frame.locator('[data-daubed]').first()).toBeVisible({ timeout: 30_000 });
    const daubed = await frame.locator('[data-daubed]').allInnerTexts();
    const called = await frame.locator('.bingo-board li.on').allInnerTexts();
    for (const number of daubed) expect(called).toContain(number);

    // The line is certain (every ticket in the room is this player's): paid and shown.
    await expect(frame.getByTestId('bingo-won').first()).toHaveText(c.won, { timeout: 60_000 });
    const line = frame.getByTestId('bingo-prize-line');
    await expect(line).toContainText(c.lang === 'tr' ? 'Siz' : 'You');
    // Line prize: 15% of the prize fund (stakes less 15% house and 5% jackpot).
    const stakes = 2 * c.price;
    const fund =
      stakes - Math.floor((stakes * 1500) / 10_000) - Math.floor((stakes * 500) / 10_000);
    const linePrize = Math.floor((fund * 1500) / 10_000);
    await expect
      .poll(async () => kurus(await frameBalance(frame).innerText(), c.lang), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before - stakes + linePrize);
  });
}
