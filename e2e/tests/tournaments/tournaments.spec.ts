import { randomUUID } from 'node:crypto';
import { request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { OFFICE_HEADERS, signInOperatorApi } from '../../support/operator.ts';
import { rpc } from '../../support/rpc.ts';
import { findGame, gameFrame, openGame } from '../games/games.ts';
import { useLanguage } from '../lobby/lobby.ts';

type Lang = 'tr' | 'en';

/** Kuruş: at least every seeded slot's minimum bet (20 to 200). */
const STAKE = 200;

interface TournamentRules {
  scoring: string;
  gameIds: number[];
  minStake: number;
}

/**
 * A tournament running now, made through the back office: by default total stake on every
 * casino game with no minimum.
 */
async function scheduleTournament(
  title: string,
  rules: TournamentRules = { scoring: 'total_stake', gameIds: [], minStake: 0 },
): Promise<number> {
  const office = await newRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await signInOperatorApi(office);
    const draft = {
      title: { tr: `${title} (tr)`, en: title },
      summary: { tr: 'En çok bahis yapan kazanır.', en: 'Whoever stakes most wins.' },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      categoryId: null,
      ...rules,
      prizes: [50_000, 20_000],
    };
    const preview = await office.post('/backoffice/api/v1/tournaments/preview', {
      headers: OFFICE_HEADERS,
      data: draft,
    });
    const previewed = (await preview.json()) as {
      data: { state: string; prizeCost: number; qualifyingGames: number };
    };
    expect(previewed.data).toMatchObject({ state: 'active', prizeCost: 70_000 });
    expect(previewed.data.qualifyingGames).toBeGreaterThan(0);
    const created = await office.post('/backoffice/api/v1/tournaments', {
      headers: OFFICE_HEADERS,
      data: draft,
    });
    const body = (await created.json()) as { result: boolean; data: { id: number } };
    expect(body.result, JSON.stringify(body)).toBe(true);
    return body.data.id;
  } finally {
    await office.dispose();
  }
}

/** Plays slot rounds of `stake` through the studio's API, as the game page would. */
async function spin(request: APIRequestContext, lang: Lang, stake: number, times: number) {
  const game = await findGame(request, 'slot', lang);
  const launched = await rpc<{ url: string }>(request, 'casino', 'init_game', {
    gameID: game.gameID,
    Lang: lang,
  });
  const token = new URL(launched.data.url, E2E_BASE_URL).searchParams.get('token');
  const session = await request.post('/games/api/v1/session', { data: { token } });
  const { sessionToken } = (await session.json()) as { sessionToken: string };
  for (let i = 0; i < times; i++) {
    const spun = await request.post('/games/api/v1/slot/spin', {
      headers: { authorization: `Bearer ${sessionToken}` },
      data: { bet: stake, requestId: randomUUID() },
    });
    expect(spun.ok(), await spun.text()).toBe(true);
  }
}

async function join(page: Page, tournamentId: number) {
  const joined = await rpc(page.request, 'tournaments', 'join', { tournamentId });
  expect(joined, JSON.stringify(joined)).toMatchObject({ result: true });
}

const lang = 'tr' as Lang;

test(`a player joins a tournament and sees their rank move live after playing (${lang})`, async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Live Rank Cup ${randomUUID().slice(0, 6)}`;
  const tournamentId = await scheduleTournament(title);

  // A rival joins first and plays two rounds.
  const rivalContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.7` },
  });
  const rival = await rivalContext.newPage();
  await fundedPlayer(rival, lang, 100);
  await join(rival, tournamentId);
  await spin(rival.request, lang, STAKE, 2);

  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  await page.goto('/tournaments');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${tournamentId}$`));
  await expect(page.getByTestId('tournament-countdown')).toBeVisible();
  await expect(page.getByTestId('tournament-leaderboard')).toBeVisible();
  await page.getByTestId('tournament-join').click();
  await expect(page.getByTestId('tournament-my-rank')).toHaveText('2');
  await expect(page.getByTestId('tournament-participants')).toContainText('2');

  // Three rounds of the same stake put the player ahead; the page follows without a reload.
  await spin(page.request, lang, STAKE, 3);
  await expect(page.getByTestId('tournament-my-rank')).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByTestId('tournament-my-rounds')).toHaveText('3');
  await expect(
    page.getByTestId('tournament-leaderboard').locator('tbody tr').first(),
  ).toHaveAttribute('data-mine', 'true');
  await expect(page.getByTestId('tournament-prizes')).toContainText(
    lang === 'tr' ? '1. sıra' : 'Place 1',
  );
  await rivalContext.close();
});

test(`a game opened from a tournament starts at a stake that counts, and the page counts the round (${lang})`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A slot whose own minimum (0.20–0.50 TL) is below the tournament's 1 TL.
  const slots = await rpc<{ gameID: number; name: string; minBet: number; maxBet: number }[]>(
    page.request,
    'casino',
    'games_list',
    { Lang: lang, type: 'slot', limit: 48, offset: 0 },
  );
  const slot = slots.data.find((game) => game.minBet < 100 && game.maxBet >= 100)!;
  const title = `Tur Kupası ${randomUUID().slice(0, 6)}`;
  const tournamentId = await scheduleTournament(title, {
    scoring: 'most_rounds',
    gameIds: [slot.gameID],
    minStake: 100,
  });

  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  await page.goto(`/tournaments/${tournamentId}`);
  await page.getByTestId('tournament-join').click();
  await expect(page.getByTestId('tournament-min-stake')).toContainText(/en az ₺1,00/);
  await page.getByTestId('tournament-game').filter({ hasText: slot.name }).click();

  const frame = gameFrame(page);
  const stake = frame.getByRole('combobox', { name: 'Bahis' });
  await expect(stake).toHaveValue('100');
  await expect(frame.getByTestId('stake-notes')).toBeEmpty();
  // A lower stake is told before the spin; it is played anyway and does not count.
  await frame.getByRole('button', { name: 'Bahsi azalt' }).click();
  await expect(frame.getByTestId('stake-notes')).toContainText(
    `“${title} (tr)” turnuvasına sayılmaz`,
  );
  const spin = async () => {
    await expect(frame.getByTestId('spin')).toHaveText('Çevir');
    const spun = page.waitForResponse((response) => response.url().endsWith('/slot/spin'));
    await frame.getByTestId('spin').click();
    expect((await spun).ok()).toBe(true);
  };
  await spin();
  await frame.getByRole('button', { name: 'Bahsi artır' }).click();
  await expect(frame.getByTestId('stake-notes')).toBeEmpty();
  await spin();

  await page.goto(`/tournaments/${tournamentId}`);
  await expect(page.getByTestId('tournament-my-rounds')).toHaveText('1');
  await expect(page.getByTestId('tournament-below-minimum')).toContainText('Sayılmayan tur: 1.');
});

test(`the table games tell a stake below the tournament's minimum before the round (${lang})`, async ({
  page,
}) => {
  const roulette = await findGame(page.request, 'table', lang, /Rulet|Roulette/);
  const blackjack = await findGame(page.request, 'table', lang, /Blackjack/);
  const title = `Masa Kupası ${randomUUID().slice(0, 6)}`;
  const tournamentId = await scheduleTournament(title, {
    scoring: 'total_stake',
    gameIds: [roulette.gameID, blackjack.gameID],
    minStake: 10_000,
  });
  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  await join(page, tournamentId);
  const below = `“${title} (tr)” turnuvasına sayılmaz`;

  // Roulette's stake is every chip on the felt: none yet, nothing to tell; the table's smallest
  // chip on red is below the tournament's 100 TL, and the page says so before the spin.
  const wheel = await openGame(page, roulette.gameID);
  await expect(wheel.getByTestId('stake-notes')).toBeEmpty();
  await wheel.getByRole('radio').first().click();
  await wheel.getByRole('button', { name: /^Kırmızı/ }).click();
  await expect(wheel.getByTestId('stake-notes')).toContainText(below);

  // Blackjack deals the table's minimum unless chips are placed: told before Deal.
  const table = await openGame(page, blackjack.gameID);
  await expect(table.getByTestId('stake-notes')).toContainText(below);
});

test(`a player finds their new-year lottery ticket by its number (${lang})`, async ({ page }) => {
  await useLanguage(page, lang);
  // A confirmed deposit of 600 TL earns a ticket in the seeded new-year lottery.
  await fundedPlayer(page, lang, 600);
  await page.goto('/tickets');
  const rows = page.getByTestId('ticket-row');
  // The seeded draw's ticket; a draw an operator test scheduled meanwhile may add its own.
  const seeded = rows.filter({ hasText: /NY\d{4}-\d{6}/ });
  await expect(seeded).toHaveCount(1);
  const number = (await seeded.first().locator('td').first().innerText()).trim();
  expect(number).toMatch(/^NY\d{4}-\d{6}$/);
  await expect(page.getByTestId('lottery-draw').first()).toContainText(/[0-9a-f]{64}/);

  await page.getByLabel(lang === 'tr' ? 'Bilet numarası' : 'Ticket number').fill('NY0000-999999');
  await page.getByTestId('ticket-search-submit').click();
  await expect(rows).toHaveCount(0);
  await page.getByLabel(lang === 'tr' ? 'Bilet numarası' : 'Ticket number').fill(number);
  await page.getByTestId('ticket-search-submit').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(number);
  await expect(rows.first()).toContainText(
    lang === 'tr' ? 'Çekiliş bekleniyor' : 'Awaiting the draw',
  );
});
