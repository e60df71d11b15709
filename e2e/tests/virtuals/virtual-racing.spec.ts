import type { RaceBoard } from '@lale/contract/methods/racing';
import { expect, test } from '../../support/accounts-test.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { rpc } from '../../support/rpc.ts';
import { useLanguage } from '../lobby/lobby.ts';
import { openBetHistory, openSlip, SPORTS_TEXT } from '../sports/sports.ts';
import type { Lang } from '../../support/languages.ts';

// The e2e server runs a horse race every 25 s, shown in 8 s (support/server.mjs).
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 812 };

const lang = 'en' as Lang;

test(`a player bets on a horse race, watches it run and sees it settle (${lang}, phone)`, async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  await page.goto('/virtual-sports/horse-racing');
  await expect(page.getByTestId('race-countdown')).toBeVisible();

  // The next race with time enough left to pick and place.
  const board = await rpc<RaceBoard>(page.request, 'racing', 'list_races', {
    product: 'horse_racing',
  });
  const serverNow = Date.parse(board.data.serverTime);
  const race = board.data.races.find(
    (r) => r.state === 'open' && Date.parse(r.startsAt) - serverNow > 12_000,
  )!;
  expect(race, 'a race open to bets').toBeDefined();
  const card = page.locator(`[data-testid="race-card"][data-event="${race.eventId}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('race-runner-row')).toHaveCount(race.runners.length);
  const favourite = [...race.runners].sort((a, b) => a.winOdds! - b.winOdds!)[0]!;
  const win = card.locator(
    `[data-testid="odds-button"][data-market="racing.win"][data-selection="${favourite.number}"]`,
  );
  await win.click();
  await expect(win).toHaveAttribute('aria-pressed', 'true');
  const panel = await openSlip(page, true);
  await panel.getByTestId('bet-slip-stake').fill('10');
  await panel.getByTestId('bet-slip-place').click();
  const placed = panel.getByTestId('bet-slip-placed');
  await expect(placed).toContainText(SPORTS_TEXT[lang].placed);
  const couponId = await placed.getAttribute('data-coupon-id');
  await page.keyboard.press('Escape');

  // The off: the runners move along the track, then the last race shows the order. The
  // race before ours may still be running when the bet is placed: wait for our own.
  await expect(page.getByTestId('race-track')).toHaveAttribute('data-event', race.eventId, {
    timeout: 60_000,
  });
  const runners = page.getByTestId('race-runner');
  await expect(runners).toHaveCount(race.runners.length);
  await expect
    .poll(async () => Number(await runners.first().getAttribute('data-distance')), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  // The last race shown is the previous one until ours is over.
  const last = page.getByTestId('race-last');
  await expect(last).toHaveAttribute('data-event', race.eventId, { timeout: 30_000 });

  // The results archive has the race with its revealed seed, and the hash checks.
  const finished = await rpc<RaceBoard>(page.request, 'racing', 'list_races', {
    product: 'horse_racing',
  });
  const order = finished.data.lastFinished!.order!;
  expect(finished.data.lastFinished!.eventId).toBe(race.eventId);
  await page.getByTestId('race-tab-results').click();
  const result = page.getByTestId('race-result').first();
  await result.getByRole('button').first().click();
  await expect(result.getByTestId('race-order').locator('li')).toHaveCount(race.runners.length);
  await result.getByTestId('race-fair-check').click();
  await expect(result.getByRole('status')).toContainText('✓');

  // The coupon is settled in the bet history, won if the favourite came first.
  const history = await openBetHistory(page, lang);
  const coupon = history.locator(`[data-testid="bet-history-row"][data-coupon="${couponId}"]`);
  await expect(coupon).toHaveAttribute(
    'data-status',
    order[0] === favourite.number ? 'win' : 'lost',
    { timeout: 20_000 },
  );
});
