import { expect, test } from '../../support/accounts-test.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { useLanguage } from '../lobby/lobby.ts';
import {
  DESKTOP,
  eventDetail,
  liveFootball,
  oddsButton,
  openBetHistory,
  openSlip,
  PHONE,
  placeSingle,
  slip,
  SPORTS_TEXT,
  upcomingFootball,
} from './sports.ts';

// The e2e server runs the sportsbook's clock at 60 times real time (support/server.mjs).
test.describe.configure({ timeout: 90_000 });

for (const [lang, viewport, label] of [
  ['tr', DESKTOP, 'desktop'],
  ['en', PHONE, 'phone'],
] as const) {
  test(`a player builds a 3-selection combination from pre-match events and places it (${lang}, ${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await useLanguage(page, lang);
    await fundedPlayer(page, lang, 100);
    // Three matches a week ahead, each picked on its own page: the slip keeps them across pages.
    const far = (await upcomingFootball(page)).slice(-3);
    for (const event of far) {
      await page.goto(`/sport/event/${event.id}`);
      const main = page.locator('[data-testid="market"][data-market="football.match_result"]');
      const home = oddsButton(main, 'home');
      await home.click();
      await expect(home).toHaveAttribute('aria-pressed', 'true');
    }
    const panel = await openSlip(page, label === 'phone');
    await expect(panel).toHaveAttribute('data-count', '3');
    await expect(panel.getByTestId('bet-slip-selection')).toHaveCount(3);
    await panel
      .getByTestId('bet-slip-kind')
      .getByText(lang === 'tr' ? 'Kombine' : 'Combination')
      .click();
    await panel.getByTestId('bet-slip-stake').fill('10');
    await expect(panel.getByTestId('bet-slip-lines')).toContainText('1');
    await expect(panel.getByTestId('bet-slip-total-stake')).toContainText('10');
    const balance = page.getByTestId('header-balance');
    if (label === 'desktop') await expect(balance).toContainText('100');
    await panel.getByTestId('bet-slip-place').click();
    const placed = panel.getByTestId('bet-slip-placed');
    await expect(placed).toContainText(SPORTS_TEXT[lang].placed);
    const couponId = await placed.getAttribute('data-coupon-id');
    expect(Number(couponId)).toBeGreaterThan(0);
    await expect(panel.getByTestId('bet-slip-selection')).toHaveCount(0);
    if (label === 'desktop') await expect(balance).toContainText('90,00');

    // The coupon is in the bet history as an open combination of 10.
    const history = await openBetHistory(page, lang);
    const row = history.locator(`[data-testid="bet-history-row"][data-coupon="${couponId}"]`);
    await expect(row).toHaveAttribute('data-status', 'open');
    await expect(row).toContainText(lang === 'tr' ? 'Kombine' : 'Combination');
  });
}

test('a live event’s odds move while the slip is open, and the slip says so (tr)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await useLanguage(page, 'tr');
  await fundedPlayer(page, 'tr', 100);
  // The match with the most play left: one about to end locks its markets, and half-time
  // holds the prices still.
  const event = (await liveFootball(page)).filter((e) => e.live?.period !== 'HT').at(-1);
  expect(event, 'a football match in play').toBeDefined();
  await page.goto(`/sport/event/${event!.id}`);
  const main = page.locator('[data-testid="market"][data-market="football.match_result"]');
  const pick = oddsButton(main, 'draw');
  await pick.click();
  const selection = slip(page).getByTestId('bet-slip-selection');
  await expect(selection).toHaveCount(1);
  // In play the prices move every 30 seconds of the match: half a second here.
  await expect(selection).toHaveAttribute('data-changed', 'true', { timeout: 30_000 });
  await expect(slip(page)).toContainText(SPORTS_TEXT.tr.changed);
});

test('a coupon on a match in play is settled when the match ends and shows in bet history (en)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await useLanguage(page, 'en');
  await fundedPlayer(page, 'en', 100);
  // A match a minute a second, the one nearest its end that still leaves the ten or so seconds
  // the history takes to open (the fallback is any match that takes bets).
  const live = await liveFootball(page);
  const minuteOf = (event: (typeof live)[number]): number =>
    event.live?.period === 'HT' ? 45 : (event.live?.minute ?? 0);
  const timely = live
    .filter((event) => minuteOf(event) >= 40 && minuteOf(event) <= 75)
    .sort((a, b) => minuteOf(b) - minuteOf(a));
  let coupon = null;
  for (const summary of [...timely, ...live]) {
    const event = await eventDetail(page, summary.id);
    if (event.suspended || !event.markets.some((m) => m.state === 'open')) continue;
    coupon = await placeSingle(page, event, 5);
    break;
  }
  expect(coupon, 'a coupon on a match in play').not.toBeNull();
  const history = await openBetHistory(page, 'en');
  const row = history.locator(`[data-testid="bet-history-row"][data-coupon="${coupon!.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'open');
  // At most 105 match minutes (under two minutes here); the history is read again each time.
  await expect(async () => {
    await page.reload();
    await page.getByTestId('history-kinds').getByText(SPORTS_TEXT.en.bets).click();
    await expect(row).toHaveAttribute('data-status', /^(win|lost)$/, { timeout: 2_000 });
  }).toPass({ timeout: 80_000, intervals: [3_000] });
  await expect(row.getByTestId('bet-history-status-badge')).toHaveText(/Won|Lost/);
});

test('a player cashes out an open single from the bet history (tr)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await useLanguage(page, 'tr');
  await fundedPlayer(page, 'tr', 100);
  const events = await upcomingFootball(page);
  const event = await eventDetail(page, events[events.length - 1]!.id);
  const coupon = await placeSingle(page, event, 20);
  const balance = page.getByTestId('header-balance');
  const history = await openBetHistory(page, 'tr');
  await expect(balance).toContainText('80,00');
  const row = history.locator(`[data-testid="bet-history-row"][data-coupon="${coupon.id}"]`);
  await row.getByTestId('bet-history-toggle').click();
  const cashOut = history.getByTestId('bet-history-cash-out');
  await expect(cashOut).toContainText('Erken öde');
  await cashOut.click();
  await expect(row).toHaveAttribute('data-status', 'win');
  // A pre-match single's offer is its stake at the current price, less the cash-out margin.
  await expect(balance).not.toContainText('80,00');
  await expect(balance).toContainText(/9\d,\d\d|1\d\d,\d\d/);
});
