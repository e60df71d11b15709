/// <reference lib="dom" />
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { rpc } from '../../support/rpc.ts';

export type Lang = 'tr' | 'en';
export const LANGS: Lang[] = ['tr', 'en'];
export const DEMO = { username: 'demo', password: 'Demo1234' };

export interface Game {
  gameID: number;
  name: string;
  providerID: number;
  providerName: string;
}
export interface Table {
  tableID: number;
  name: string;
  providerName: string;
  isOpen: boolean;
}
interface Paged<T> {
  data: T[];
  pagination: { total: number };
}

export { useLanguage } from '../foundation/site.ts';

/** The first page of a list as the API gives it, to compare the screen with. */
export async function slotsFromApi(
  request: APIRequestContext,
  lang: Lang,
  filter: Record<string, unknown> = {},
): Promise<Paged<Game>> {
  const reply = await rpc<Game[]>(request, 'casino', 'games_list', {
    Lang: lang,
    limit: 48,
    offset: 0,
    ...filter,
  });
  return reply as unknown as Paged<Game>;
}

export async function tablesFromApi(
  request: APIRequestContext,
  lang: Lang,
  filter: Record<string, unknown> = {},
): Promise<Paged<Table>> {
  const reply = await rpc<Table[]>(request, 'livecasino', 'game_table_list', {
    Lang: lang,
    limit: 48,
    offset: 0,
    ...filter,
  });
  return reply as unknown as Paged<Table>;
}

/**
 * Logs in through the API with the page's own request context (it shares the browser's
 * cookies, so the HttpOnly session cookie lands in the browser) and stores what the app keeps
 * after a login (SPEC §3 keys). The next page load starts signed in.
 */
export async function signIn(page: Page, lang: Lang, login = DEMO): Promise<{ uid: number }> {
  const reply = await rpc<{ uid: number; uip: string; gtm: string; username: string }>(
    page.request,
    'user',
    'login',
    { Lang: lang, username: login.username, password: login.password },
  );
  expect(reply, JSON.stringify(reply)).toMatchObject({ result: true });
  const { uid, uip, gtm, username } = reply.data;
  await page.addInitScript(
    ({ data, code }) => {
      if (window.localStorage.getItem('userSession')) return;
      const now = Date.now();
      window.localStorage.setItem(
        'userSession',
        JSON.stringify({ uid: data.uid, uip: data.uip, gmt: data.gtm, lang: code }),
      );
      window.localStorage.setItem('userAuth', JSON.stringify({ uid: data.uid, uip: data.uip }));
      window.localStorage.setItem(
        'userProfile',
        JSON.stringify({ uid: data.uid, username: data.username }),
      );
      window.localStorage.setItem('userActivityStartTime', String(now));
      window.localStorage.setItem('expirationDate', String(now + 15_000));
    },
    { data: { uid, uip, gtm, username }, code: lang },
  );
  return { uid };
}

export const cards = (page: Page): Locator =>
  page.getByTestId('game-grid').getByTestId('game-card');
export const cardNames = (scope: Locator): Locator => scope.getByTestId('game-name');

/** The grid shows the API's first page, in its order. */
export async function expectGrid(page: Page, names: string[], total: number): Promise<void> {
  await expect(cardNames(cards(page)).first()).toHaveText(names[0] ?? '');
  await expect(cards(page)).toHaveCount(names.length);
  await expect(cardNames(cards(page))).toHaveText(names);
  await expect(page.getByTestId('lobby-count')).toContainText(String(total));
}

/** A card of the grid by its game or table id. */
export const cardOf = (page: Page, id: number): Locator =>
  page.getByTestId('game-grid').locator(`[data-testid="game-card"][data-id="${id}"]`);

/** A category tab (a link to the category's page) by category id. */
export const categoryTab = (page: Page, id: number): Locator => page.getByTestId(`category-${id}`);

/** Logs in on the /login form the guest was sent to (the form keeps the saved returnUrl). */
export async function logInOnForm(page: Page, login = DEMO): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-username').fill(login.username);
  await page.getByTestId('login-password').fill(login.password);
  await page.getByTestId('login-submit').click();
}
