import type { FrameLocator, Page, Response } from '@playwright/test';
import { expect, newClientIp, test } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { waitForAppAfterLoads } from '../../support/site-test.ts';
import { signIn, useLanguage, type Lang } from '../lobby/lobby.ts';
import {
  CRASH_TEXT,
  CRASH_VIEWPORT,
  findCrashGame,
  frameSessionToken,
  fundedPlayer,
  inSomeRound,
  until,
  mainButton,
  maskedName,
  moneyDigits,
  multiplierText,
  openCrash,
  openTab,
  recordCrashScreen,
  recorded,
  roundLabel,
  scene,
} from './crash-page.ts';
import { CrashApi, RoundMissed, ROUND_MS, type OwnBet } from './crash-api.ts';
import { headerBalance } from './games.ts';

// Each test has a player of its own (own balance, own masked name) on shared rounds.
test.describe.configure({ timeout: 180_000 });
// Flights draw a canvas every frame; on a busy two-core machine that starves whatever runs
// beside them. Players who ask for reduced motion get ten still updates a second instead: the
// tests play so, but for the first journey in Turkish, which flies the animated scene.
test.use({ viewport: CRASH_VIEWPORT, reducedMotion: 'reduce' });

const title = (frame: FrameLocator, slot: 0 | 1 = 0) =>
  mainButton(frame, slot).locator('.main-button__title');

const isBetReply = (response: Response) =>
  response.url().includes('/games/api/v1/crash/bet') && response.request().method() === 'POST';
const isCashoutReply = (response: Response) =>
  response.url().includes('/games/api/v1/crash/cashout') && response.request().method() === 'POST';

/**
 * Has panel 0 bet in the round taking bets, or queue its bet for the next one, and returns the
 * bet once the server took it. A bet already queued (a click that landed after a crash) is
 * the one awaited; one riding (that queued bet, placed) first rides its round out.
 */
async function betFromPanel(page: Page, frame: FrameLocator, lang: Lang): Promise<OwnBet> {
  const text = CRASH_TEXT[lang];
  await expect(title(frame)).toHaveText(
    new RegExp(`^(${text.bet}|${text.betNext}|${text.cancelNext})$`),
    { timeout: ROUND_MS * 2 },
  );
  const answered = page.waitForResponse(isBetReply, { timeout: ROUND_MS });
  if ((await title(frame).textContent()) !== text.cancelNext) await mainButton(frame).click();
  const response = await answered;
  // A click in the window's last moment can reach the server after it closed, as a player's can.
  if (response.status() === 409 && (await response.text()).includes('betting_closed')) {
    throw new RoundMissed('the bet arrived after the window closed');
  }
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { bet: OwnBet }).bet;
}

/**
 * Waits until the bet's round flies with the cash-out offered, or has crashed before the page
 * showed that (a round may crash at 1.00x): 'lost' then.
 */
async function flyingOrLost(
  frame: FrameLocator,
  lang: Lang,
  bet: OwnBet,
): Promise<'flying' | 'lost'> {
  const text = CRASH_TEXT[lang];
  return until(async () => {
    if ((await title(frame).textContent()) === text.cashOut) return 'flying';
    const { phases } = await recorded(frame);
    return phases.includes(`crashed|${text.round(bet.roundNumber)}`) ? 'lost' : null;
  }, ROUND_MS * 2);
}

const lang = 'tr' as Lang;

const motion = lang === 'tr' ? 'no-preference' : 'reduce';
test(`two players share a Zeplin round and one sees the other's cash-out live (${lang})`, async ({
  page,
  request,
  browser,
}) => {
  await page.emulateMedia({ reducedMotion: motion });
  const text = CRASH_TEXT[lang];
  await useLanguage(page, lang);
  await recordCrashScreen(page);
  const playerA = await fundedPlayer(page, lang, 100);
  const zeplin = await findCrashGame(request, 'Zeplin', lang);

  // Player B watches from a browser (and an address) of their own.
  const other = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: CRASH_VIEWPORT,
    reducedMotion: motion,
    extraHTTPHeaders: { 'X-Forwarded-For': newClientIp() },
  });
  other.on('page', waitForAppAfterLoads);
  try {
    const pageB = await other.newPage();
    await useLanguage(pageB, lang);
    await recordCrashScreen(pageB);
    const playerB = newPlayer();
    await registerPlayer(request, playerB);
    await signIn(pageB, lang, playerB);

    const frameA = await openCrash(page, zeplin.gameID);
    const frameB = await openCrash(pageB, zeplin.gameID);
    await expect(frameA.getByRole('heading', { level: 1 })).toHaveText('Zeplin');
    await expect(frameA.getByTestId('results-strip')).toBeVisible();
    const stake = 1000;

    // A bets from the panel and cashes out by hand during the flight (a round that crashes
    // before the click is lost: A bets again in the next one).
    let cashout: { bet: OwnBet } | null = null;
    let shownAtClick: number | null = null;
    await inSomeRound(4, async () => {
      const bet = await betFromPanel(page, frameA, lang);
      expect(bet).toMatchObject({ stake, status: 'open' });
      if ((await flyingOrLost(frameA, lang, bet)) === 'lost') return false;
      // Zeplin has no half cash-out.
      await expect(frameA.getByTestId('half-0')).toHaveCount(0);
      const answered = page.waitForResponse(isCashoutReply, { timeout: 10_000 });
      await mainButton(frameA).click();
      const response = await answered.catch(() => null);
      if (!response || response.status() !== 200) return false;
      cashout = (await response.json()) as { bet: OwnBet };
      shownAtClick = (response.request().postDataJSON() as { shownHundredths: number | null })
        .shownHundredths;
      return true;
    });
    const { bet } = cashout as unknown as { bet: OwnBet };
    const leg = bet.cashouts[0]!;
    expect(bet.status).toBe('cashed_out');
    expect(leg.atHundredths).toBeGreaterThanOrEqual(100);
    expect(leg.payout).toBe(Math.floor((stake * leg.atHundredths) / 100));
    // The click asked for the multiplier the page showed, and was paid no more than that.
    expect(shownAtClick).not.toBeNull();
    expect(leg.atHundredths).toBeLessThanOrEqual(Math.max(101, shownAtClick!));
    // The panel confirms the amount paid at the multiplier paid, and keeps it on screen.
    const paidLine = frameA.getByTestId('paid-0');
    await expect(paidLine).toContainText(multiplierText(leg.atHundredths, lang));
    await expect(paidLine).toContainText(moneyDigits(leg.payout, lang));

    // B saw that very round, and A's cash-out in it: masked name, multiplier and payout.
    const round = text.round(bet.roundNumber);
    await expect
      .poll(async () => (await recorded(frameB)).phases.filter((p) => p.endsWith(`|${round}`)))
      .toContain(`flying|${round}`);
    expect((await recorded(frameA)).phases).toContain(`flying|${round}`);
    await expect
      .poll(async () =>
        (await recorded(frameB)).rows.some(
          ([player, amount, multiplier, payout]) =>
            player === maskedName(playerA) &&
            amount?.includes(moneyDigits(stake, lang)) &&
            multiplier === multiplierText(leg.atHundredths, lang) &&
            payout?.includes(moneyDigits(leg.payout, lang)),
        ),
      )
      .toBe(true);
    // A sees the same line as their own.
    expect(
      (await recorded(frameA)).rows.some(
        ([player, , multiplier]) =>
          player === text.you && multiplier === multiplierText(leg.atHundredths, lang),
      ),
    ).toBe(true);
    // Both show the same results since: the same round heads both strips.
    await expect
      .poll(async () => {
        const [a, b] = await Promise.all(
          [frameA, frameB].map((frame) =>
            frame.getByTestId('results-strip').locator('li').first().getAttribute('title'),
          ),
        );
        return a !== null && a === b;
      })
      .toBe(true);
    await expect(roundLabel(frameB)).toHaveText(/#\d+/);
  } finally {
    await other.close();
  }
});

test('the header balance follows a crash bet placed elsewhere at once, over the live channel', async ({
  page,
  request,
}) => {
  const lang = 'tr';
  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  const zeplin = await findCrashGame(request, 'Zeplin', lang);
  // What the page hears on its socket, and every balance it asks for by polling.
  const playerFrames: string[] = [];
  const balanceReads: number[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"topic":"player"'))
        playerFrames.push(payload);
    }),
  );
  page.on('request', (sent) => {
    if (sent.url().includes('/endpoint/v1') && (sent.postData() ?? '').includes('check_balance'))
      balanceReads.push(Date.now());
  });
  await page.goto('/');
  // The header's balance loads with the player's menu, a moment after the page.
  await expect(headerBalance(page)).toContainText(moneyDigits(10_000, lang), { timeout: 15_000 });
  // The player topic is followed (its snapshot came): polling has stopped.
  await expect.poll(() => playerFrames.some((f) => f.includes('"snapshot"'))).toBe(true);

  // The same player bets from another tab's game session (the API, as the game page would).
  const api = await CrashApi.launch(page.request, zeplin.gameID, lang);
  const bet = await api.betWhenOpen(500);
  const placedAt = Date.now();
  await expect(headerBalance(page)).toContainText(moneyDigits(9_500, lang), { timeout: 3_000 });
  expect(Date.now() - placedAt).toBeLessThan(3_000);
  expect(balanceReads.filter((at) => at >= placedAt)).toEqual([]);
  expect(playerFrames.some((f) => f.includes('"type":"event"') && f.includes('9500'))).toBe(true);
  expect(bet).toMatchObject({ stake: 500, status: 'open' });
});

test('after a dropped connection the crash page picks up the running round and plays on', async ({
  page,
  request,
}) => {
  const lang = 'tr';
  const text = CRASH_TEXT[lang];
  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  const zeplin = await findCrashGame(request, 'Zeplin', lang);

  // Every live socket of the page passes through here, so that the test can cut it: going
  // offline alone leaves an open WebSocket up in Chromium.
  let offline = false;
  const cut: (() => Promise<void>)[] = [];
  let connections = 0;
  await page.context().routeWebSocket(/\/endpoint\/ws/, (socket) => {
    if (offline) {
      void socket.close({ code: 1001, reason: 'offline' });
      return;
    }
    connections += 1;
    const server = socket.connectToServer();
    cut.push(async () => {
      await server.close().catch(() => {});
      await socket.close({ code: 1001, reason: 'offline' }).catch(() => {});
    });
  });
  const frame = await openCrash(page, zeplin.gameID);
  const api = new CrashApi(page.request, await frameSessionToken(frame));
  await expect(frame.getByText(text.connecting)).toHaveCount(0);
  const before = connections;

  offline = true;
  await page.context().setOffline(true);
  await Promise.all(cut.splice(0).map((close) => close()));
  await expect(frame.getByText(text.connecting)).toBeVisible();
  await page.waitForTimeout(2_000);
  offline = false;
  await page.context().setOffline(false);

  // Back online: the page reconnects by itself and shows the round the server runs now.
  await expect(frame.getByText(text.connecting)).toHaveCount(0, { timeout: 20_000 });
  expect(connections).toBeGreaterThan(before);
  await expect
    .poll(async () => {
      const { snapshot } = await api.state();
      const shown = await roundLabel(frame).textContent();
      const phase = await scene(frame).getAttribute('class');
      return (
        shown === text.round(snapshot.round.roundNumber) &&
        (phase ?? '').includes(`scene--${snapshot.phase}`)
      );
    })
    .toBe(true);
  // Live events flow again: the next phases show as they come...
  const { snapshot } = await api.state();
  await expect(roundLabel(frame)).toHaveText(text.round(snapshot.round.roundNumber + 1), {
    timeout: ROUND_MS,
  });
  // ...and the page plays on: a bet goes in, and the round takes it.
  const bet = await betFromPanel(page, frame, lang);
  await expect(title(frame)).toHaveText(new RegExp(`^(${text.placed}|${text.cashOut})$`), {
    timeout: ROUND_MS,
  });
  expect(bet.roundNumber).toBeGreaterThan(snapshot.round.roundNumber);
});

test('Spaceman offers half cash-out and Zeplin does not; the rules show RTP, salt and commitment', async ({
  page,
  request,
}) => {
  const lang = 'tr';
  const text = CRASH_TEXT[lang];
  await useLanguage(page, lang);
  await recordCrashScreen(page);
  await fundedPlayer(page, lang, 100);

  // Zeplin's rules: 97,00%, its chain, no half cash-out.
  const zeplin = await findCrashGame(request, 'Zeplin', lang);
  let frame = await openCrash(page, zeplin.gameID);
  const rules = (await new CrashApi(page.request, await frameSessionToken(frame)).state()).rules;
  await openTab(frame, lang, 'rules');
  await expect(frame.getByTestId('rtp')).toHaveText(text.rtp('97,00'));
  await expect(frame.getByTestId('salt')).toHaveText(rules.salt);
  await expect(frame.getByTestId('commitment')).toHaveText(rules.commitment);
  await expect(frame.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(frame.getByTestId('crash-rules')).not.toContainText(text.halfRule);
  expect(rules.halfCashout).toBe(false);

  // Spaceman's: 96,50%, a chain of its own, and the half cash-out rule.
  const spaceman = await findCrashGame(request, 'Spaceman', lang);
  frame = await openCrash(page, spaceman.gameID);
  const api = new CrashApi(page.request, await frameSessionToken(frame));
  const spacemanRules = (await api.state()).rules;
  await openTab(frame, lang, 'rules');
  await expect(frame.getByTestId('rtp')).toHaveText(text.rtp('96,50'));
  await expect(frame.getByTestId('salt')).toHaveText(spacemanRules.salt);
  await expect(frame.getByTestId('commitment')).toHaveText(spacemanRules.commitment);
  await expect(frame.getByTestId('crash-rules')).toContainText(text.halfRule);
  expect(spacemanRules.commitment).not.toBe(rules.commitment);
  expect(spacemanRules.halfCashout).toBe(true);

  // In flight with a bet, Spaceman's panel offers half: it takes half the stake out and the
  // other half rides on.
  const stake = 1000;
  await inSomeRound(4, async () => {
    const bet = await betFromPanel(page, frame, lang);
    const half = frame.getByTestId('half-0');
    if ((await flyingOrLost(frame, lang, bet)) === 'lost') return false;
    // The round may crash between any two of these steps and take the button with it: then
    // the next round is tried, as when it was lost before the offer.
    const stillFlying = () => true;
    const crashed = () => false;
    if (!(await expect(half).toContainText(text.halfCashOut).then(stillFlying, crashed)))
      return false;
    const answered = page.waitForResponse(isCashoutReply, { timeout: 10_000 }).catch(() => null);
    if (!(await half.click({ timeout: 5_000 }).then(stillFlying, crashed))) return false;
    const response = await answered;
    if (!response || response.status() !== 200) return false;
    const { bet: after } = (await response.json()) as { bet: OwnBet };
    expect(after.betId).toBe(bet.betId);
    expect(after.status).toBe('partly_cashed_out');
    expect(after.riding).toBe(stake / 2);
    expect(after.cashouts).toEqual([
      expect.objectContaining({
        portion: stake / 2,
        payout: Math.floor(((stake / 2) * after.cashouts[0]!.atHundredths) / 100),
      }),
    ]);
    // Half is offered once; the rest can still be cashed out while the round flies.
    await expect(half).toHaveCount(0);
    return true;
  });
});
