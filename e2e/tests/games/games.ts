/// <reference lib="dom" />
import { expect } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { rpc } from '../../support/rpc.ts';

export type Lang = 'tr' | 'en';

interface Game {
  gameID: number;
  name: string;
  type: string;
}

/** The first casino game of a kind whose name matches, named as the lobby lists it in `lang`. */
export async function findGame(
  request: APIRequestContext,
  type: 'slot' | 'table',
  lang: Lang,
  name: RegExp = /./,
): Promise<Game> {
  const reply = await rpc<Game[]>(request, 'casino', 'games_list', {
    Lang: lang,
    type,
    limit: 48,
    offset: 0,
  });
  const game = reply.data.find((candidate) => name.test(candidate.name));
  if (!game) throw new Error(`no ${type} game named ${name}`);
  return game;
}

/** The game page inside the play screen's iframe. */
export const gameFrame = (page: Page): FrameLocator =>
  page.getByTestId('page-play').frameLocator('iframe');

/** Opens a casino game's play screen and waits until its page is ready to play. */
export async function openGame(page: Page, gameID: number): Promise<FrameLocator> {
  await page.goto(`/play/casino/${gameID}`);
  const frame = gameFrame(page);
  await expect(frame.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
  return frame;
}

export const frameBalance = (frame: FrameLocator): Locator => frame.getByTestId('balance');
export const headerBalance = (page: Page): Locator => page.getByTestId('header-balance');

/** Text of the frame's balance once it differs from `before` (a round has settled). */
export async function balanceAfterRound(frame: FrameLocator, before: string): Promise<string> {
  await expect(frameBalance(frame)).not.toHaveText(before);
  return (await frameBalance(frame).textContent()) ?? '';
}

/** Uses the revealed-seed link of the fairness panel: rotates and returns the verify address. */
export async function rotateAndGetVerifyLink(frame: FrameLocator, lang: Lang): Promise<string> {
  await frame
    .getByRole('button', { name: lang === 'tr' ? 'Tohumu yenile' : 'Rotate seed' })
    .click();
  await expect(frame.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const link = frame.getByRole('link', { name: lang === 'tr' ? 'Doğrula' : 'Verify' });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no verify link');
  return href;
}

/** The site's header shows the balance the game page just posted to it. */
export async function expectHeaderFollows(page: Page, frame: FrameLocator): Promise<void> {
  await expect(headerBalance(page)).toHaveText(await frameBalance(frame).innerText());
}
