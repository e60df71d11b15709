/// <reference lib="dom" />
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { rpc } from '../../support/rpc.ts';
import { findGame, type Lang } from './games.ts';

export interface SlotSpin {
  stops: number[];
  grid: string[];
}
export interface SlotSpinReply {
  round: {
    id: string;
    stake: number;
    win: number;
    outcome: { base: SlotSpin; freeSpins: SlotSpin[]; totalWin: number };
  };
  balance: number;
}

/**
 * Launches the first slot the lobby lists as the play screen does (init_game) and opens the
 * game page at its launch address, ready to spin; the play screen's frame has its own tests.
 */
export async function openSlot(page: Page, lang: Lang): Promise<Page> {
  const game = await findGame(page.request, 'slot', lang);
  const launch = await rpc<{ url: string }>(page.request, 'casino', 'init_game', {
    Lang: lang,
    gameID: game.gameID,
  });
  expect(launch, JSON.stringify(launch)).toMatchObject({ result: true });
  await page.goto(launch.data.url);
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 60_000 });
  return page;
}

/** After a reload the page resumes its game session (kept for the tab). */
export async function reloadSlot(page: Page): Promise<Page> {
  await page.reload();
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 60_000 });
  return page;
}

/** Presses Spin and returns the server's reply to that spin. */
export async function spinAndReply(page: Page, frame: Page): Promise<SlotSpinReply> {
  const replied = page.waitForResponse(
    (response) =>
      response.url().includes('/games/api/v1/slot/spin') && response.request().method() === 'POST',
  );
  await frame.getByTestId('spin').click();
  const response = await replied;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SlotSpinReply;
}

/** The symbol drawn in each cell of the window, in grid order (reel by reel). */
export async function drawnGrid(frame: Page): Promise<string[]> {
  return frame.getByTestId('reels').evaluate((reels) =>
    Array.from(reels.querySelectorAll<HTMLElement>('[data-cell]'))
      .sort((a, b) => Number(a.dataset.cell) - Number(b.dataset.cell))
      .map((cell) => cell.dataset.symbol ?? ''),
  );
}

/** Every window cell lies inside its reel's visible box (the column has come to rest). */
export async function windowCellsInView(frame: Page): Promise<boolean> {
  return frame.getByTestId('reels').evaluate((reels) =>
    Array.from(reels.querySelectorAll<HTMLElement>('[data-cell]')).every((cell) => {
      const reel = cell.closest('.reel')!.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return box.top >= reel.top - 1 && box.bottom <= reel.bottom + 1;
    }),
  );
}

export const lira = (kurus: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: 'TRY',
  }).format(kurus / 100);
