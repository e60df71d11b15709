/// <reference lib="dom" />
import { expect, type Locator, type Page } from '@playwright/test';
import type {
  CouponDetail,
  SportEventDetail,
  SportEventSummary,
} from '@lale/contract/methods/sportsbook';
import { rpc } from '../../support/rpc.ts';

export type Lang = 'tr' | 'en';

export const SPORTS_TEXT = {
  tr: { placed: /Kuponunuz alındı/, changed: 'Oranlar değişti', bets: 'Bahis geçmişi' },
  en: { placed: /Your bet was placed/, changed: 'Odds changed', bets: 'Bet history' },
} as const;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const slip = (page: Page): Locator => page.getByTestId('bet-slip');
export const oddsButton = (scope: Locator | Page, selection: string): Locator =>
  scope.locator(`[data-testid="odds-button"][data-selection="${selection}"]`);

/** On a phone the slip is a bottom sheet behind its bar. */
export async function openSlip(page: Page, phone: boolean): Promise<Locator> {
  if (phone) await page.getByTestId('bet-slip-bar').click();
  const panel = slip(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** Football events in play, as the live page lists them, the furthest-on first. */
export async function liveFootball(page: Page): Promise<SportEventSummary[]> {
  const reply = await rpc<SportEventSummary[]>(page.request, 'sportsbook', 'list_events', {
    sport: 'football',
    when: 'live',
    limit: 100,
  });
  expect(reply.result).toBe(true);
  return reply.data
    .filter((event) => event.state === 'live' && event.live && event.live.period !== 'FT')
    .sort((a, b) => liveSeconds(b) - liveSeconds(a));
}

/** Football matches not yet started, soonest first (the last are about a week ahead). */
export async function upcomingFootball(page: Page): Promise<SportEventSummary[]> {
  const reply = await rpc<SportEventSummary[]>(page.request, 'sportsbook', 'list_events', {
    sport: 'football',
    when: 'upcoming',
    limit: 200,
  });
  expect(reply.result).toBe(true);
  return reply.data;
}

const liveSeconds = (event: SportEventSummary) =>
  event.live?.period === 'HT' ? 45 * 60 : (event.live?.minute ?? 0) * 60;

export async function eventDetail(page: Page, eventId: string): Promise<SportEventDetail> {
  const reply = await rpc<SportEventDetail>(page.request, 'sportsbook', 'get_event', { eventId });
  expect(reply.result).toBe(true);
  return reply.data;
}

/** Places a single on an offered selection of `event` through the API (the slip has its own tests). */
export async function placeSingle(
  page: Page,
  event: SportEventDetail,
  stakeLira: number,
): Promise<CouponDetail> {
  const market = event.markets.find(
    (m) => m.state === 'open' && m.selections.some((s) => s.odds !== null),
  );
  if (!market) throw new Error(`no open market on event ${event.id}`);
  const selection = market.selections.find((s) => s.odds !== null)!;
  const reply = await rpc<{ coupon: CouponDetail }>(page.request, 'sportsbook', 'place_coupon', {
    requestKey: `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    kind: 'single',
    stakePerLine: stakeLira * 100,
    acceptOddsChanges: 'any',
    legs: [
      { eventId: event.id, market: market.key, selection: selection.key, odds: selection.odds },
    ],
  });
  expect(reply, JSON.stringify(reply)).toMatchObject({ result: true });
  return reply.data.coupon;
}

/** The profile's bet history tab. */
export async function openBetHistory(page: Page, lang: Lang): Promise<Locator> {
  await page.goto('/profile?tab=history');
  await page.getByTestId('history-kinds').getByText(SPORTS_TEXT[lang].bets).click();
  const history = page.getByTestId('bet-history');
  await expect(history).toBeVisible();
  return history;
}
