import { expect, type Browser, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { newClientIp } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { rpc } from '../../support/rpc.ts';
import { waitForAppAfterLoads } from '../../support/site-test.ts';
import type { Lang } from '../lobby/lobby.ts';
import { gameFrame } from './games.ts';

export interface LobbyTable {
  tableID: number;
  name: string;
  type: string;
  openHours: string;
  isOpen: boolean;
  players: number;
  minBet: number;
}

/**
 * A live table of a lobby type and a name (as the lobby lists it in English) open now, one that
 * never closes if there is one.
 */
export async function findTable(page: Page, type: string, name: RegExp): Promise<LobbyTable> {
  const open: LobbyTable[] = [];
  for (let offset = 0; offset < 200; offset += 50) {
    const reply = await rpc<LobbyTable[]>(page.request, 'livecasino', 'game_table_list', {
      Lang: 'en',
      type,
      limit: 50,
      offset,
    });
    open.push(...reply.data.filter((t) => name.test(t.name) && t.isOpen));
    if (reply.data.length < 50) break;
  }
  const table = open.find((t) => t.openHours === '00:00-24:00') ?? open[0];
  if (!table) throw new Error(`no open ${type} table named ${name}`);
  return table;
}

/** The lobby's count of who watches a table. */
export async function lobbyPlayers(page: Page, table: LobbyTable): Promise<number> {
  const reply = await rpc<LobbyTable[]>(page.request, 'livecasino', 'game_table_list', {
    Lang: 'en',
    type: table.type,
    searchGameName: table.name,
    limit: 50,
    offset: 0,
  });
  return reply.data.find((t) => t.tableID === table.tableID)?.players ?? 0;
}

/** Opens the table's play screen and waits until its room is on screen. */
export async function openTable(page: Page, table: LobbyTable): Promise<FrameLocator> {
  await page.goto(`/play/live/${table.tableID}`);
  const frame = gameFrame(page);
  await expect(livePage(frame)).toBeVisible({ timeout: 20_000 });
  return frame;
}

export const livePage = (frame: FrameLocator): Locator => frame.getByTestId('live-page');
export const callout = (frame: FrameLocator): Locator => frame.getByTestId('live-callout');

/** Waits until the room is in `phase` (data-phase), up to a whole round of the table. */
export async function inPhase(
  frame: FrameLocator,
  phase: string,
  timeout = 60_000,
): Promise<number> {
  await expect(livePage(frame)).toHaveAttribute('data-phase', phase, { timeout });
  return Number(await livePage(frame).getAttribute('data-round'));
}

/** A second player's browser, with an address of its own. */
export async function otherBrowser(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': newClientIp() },
  });
  context.on('page', waitForAppAfterLoads);
  return context;
}

export const TEXT = {
  tr: {
    noMoreBets: 'Bahisler kapandı',
    bettingClosed: 'Bahisler kapandı. Bir sonraki tura bahis yapabilirsiniz.',
    red: 'Kırmızı',
    send: 'Gönder',
    chatInput: 'Mesajınız',
  },
  en: {
    noMoreBets: 'No more bets',
    bettingClosed: 'Bets are closed. You can bet on the next round.',
    red: 'Red',
    send: 'Send',
    chatInput: 'Your message',
  },
} satisfies Record<Lang, Record<string, string>>;
