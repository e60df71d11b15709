import type { FrameLocator, Page } from '@playwright/test';
import { fundedPlayer } from '../../support/funded-player.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { cards, useLanguage } from '../lobby/lobby.ts';
import { frameBalance, gameFrame, type Lang } from './games.ts';

// The e2e server draws every 30 s (support/server.mjs): bets close 5 s before, 8 s of reveal.
const DRAW_CYCLE_MS = 30_000;

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

const words = {
  en: {
    closeIn: /Bets close in/,
    drawing: 'Drawing now',
    won: /^Won/,
    lost: 'Lost',
    pending: 'Pending',
  },
  tr: {
    closeIn: /Bahisler .* sonra kapanır/,
    drawing: 'Çekiliş yapılıyor',
    won: /^Kazandı/,
    lost: 'Kaybetti',
    pending: 'Bekliyor',
  },
};

async function openFromLobby(page: Page): Promise<FrameLocator> {
  await page.goto('/slot');
  await page.getByTestId('lobby-search').fill('Bet On Games');
  const tile = cards(page).filter({ hasText: 'Bet On Games' }).first();
  await expect(tile).toBeVisible();
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/play\/casino\/\d+/);
  const frame = gameFrame(page);
  // The first page of a freshly started server on a loaded machine can take a while.
  await expect(frameBalance(frame)).toBeVisible({ timeout: 30_000 });
  return frame;
}

/** Waits for a draw that takes bets for at least a few more seconds. */
async function waitForOpenBetting(frame: FrameLocator, lang: Lang): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = (await frame.getByTestId('bog-status').textContent()) ?? '';
        const seconds = Number(/(\d+):(\d\d)/.exec(status)?.[2] ?? 0);
        return words[lang].closeIn.test(status) && seconds >= 6;
      },
      { timeout: DRAW_CYCLE_MS * 2, intervals: [500] },
    )
    .toBe(true);
}

const lang = 'en' as Lang;

test(`(${lang}) a player bets on a draw, watches the balls and the card come out, and is paid`, async ({
  page,
}) => {
  test.setTimeout(150_000);
  const text = words[lang];
  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 500);
  const frame = await openFromLobby(page);
  await expect(frame.getByTestId('bog-board')).toBeVisible();
  await waitForOpenBetting(frame, lang);
  const before = kurus(await frameBalance(frame).innerText(), lang);
  expect(before).toBe(50_000);

  // A ₺10 chip on red and black (one of them wins) and on the number 7.
  await frame.getByTestId('bog-chip').nth(2).click();
  await frame.getByTestId('bog-pick-colour-red').click();
  await frame.getByTestId('bog-pick-colour-black').click();
  await frame.getByTestId('bog-pick-number-7').click();
  await expect(frame.getByTestId('bog-pick-colour-red')).toHaveAttribute('aria-pressed', 'true');
  const placed = page.waitForResponse((r) => r.url().includes('/games/api/v1/bet-on-games/bet'));
  await frame.getByTestId('bog-place').click();
  expect((await placed).status()).toBe(200);
  await expect
    .poll(async () => kurus(await frameBalance(frame).innerText(), lang))
    .toBe(before - 3_000);
  const bets = frame.getByTestId('bog-my-bets').getByTestId('bog-bet');
  await expect(bets).toHaveCount(3);
  await expect(frame.getByTestId('bog-bet-result').first()).toHaveText(text.pending);

  // The draw: balls pop out one by one, then the card turns over.
  await expect(frame.getByTestId('bog-status')).toHaveText(text.drawing, {
    timeout: DRAW_CYCLE_MS,
  });
  await expect(frame.getByTestId('bog-ball')).toHaveCount(7, { timeout: 15_000 });
  await expect(frame.getByTestId('bog-card').first()).toHaveAttribute('data-card', /.+/);

  // Settled: every bet has its result, and the balance took the wins.
  await expect(frame.getByTestId('bog-bet-result').filter({ hasText: text.pending })).toHaveCount(
    0,
    {
      timeout: 20_000,
    },
  );
  const results = await frame.getByTestId('bog-bet-result').allInnerTexts();
  const wins = results.filter((result) => text.won.test(result)).length;
  expect(wins).toBeGreaterThanOrEqual(1);
  const numberWon = results.length === 3 && wins === 2;
  const expected = before - 3_000 + 1_860 + (numberWon ? 5_600 : 0);
  await expect.poll(async () => kurus(await frameBalance(frame).innerText(), lang)).toBe(expected);
  await expect(frame.getByTestId('bog-last-draws').getByRole('link').first()).toHaveAttribute(
    'href',
    /\/games\/verify\/\?engine=bet-on-games/,
  );
});
