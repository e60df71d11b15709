// Screenshots of each in-house game, in Turkish, on a phone (390×844) and a desktop (1440×900),
// each at a moment worth seeing (a slot after a spin, blackjack after a deal, roulette after a
// spin...), so that anyone can look at them:
//   npm run build && npm run screenshots -w @lale/e2e
// One game per engine (one slot per slot model: their art differs), picked from the catalogue
// API by the seed's names and RTPs, never by trial launches. SCREENSHOT_BASE_URL=http://… uses a
// running server; otherwise one starts on a fresh database and a free port (or E2E_PORT) and
// stops at the end. SCREENSHOT_DIR (default e2e/screenshots/out/) receives the images; the demo
// player plays.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';

const OUT = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(import.meta.dirname, 'out'));
const VIEWPORTS = [
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
];
/** The slot models by the RTP the seed gives their games (domains/catalogue/engines.ts). */
const SLOT_MODEL_BY_RTP = { 9575: 'low', 9602: 'medium', 9584: 'high', 9606: 'scatter-pays' };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const started = Date.now();
const server = await serverUrl();
fs.mkdirSync(OUT, { recursive: true });
const api = await request.newContext({ baseURL: server.url });
const rpc = async (className, method, data = {}) => {
  const response = await api.post('/endpoint/v1', {
    headers: { panel: 'frontend' },
    data: { api: { class: className, method }, data: { Lang: 'tr', ...data } },
  });
  return response.json();
};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
let failed = 0;
try {
  const login = await rpc('user', 'login', { username: 'demo', password: 'Demo1234' });
  if (!login.result) throw new Error(`demo login failed: ${login.message}`);
  const cookies = (await api.storageState()).cookies;
  for (const target of await pickTargets()) {
    for (const device of VIEWPORTS) {
      const file = path.join(OUT, `${target.label}-tr-${device.name}.png`);
      const context = await browser.newContext({ ...device, locale: 'tr-TR' });
      await context.addCookies(cookies);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      try {
        await page.goto(`${server.url}${await target.address()}`);
        await target.moment(page);
      } catch (error) {
        // The picture is still taken: it shows where the page got stuck.
        failed += 1;
        console.error(`${target.label} (${device.name}): ${error.message.split('\n')[0]}`);
      }
      try {
        await page.evaluate(() => globalThis.scrollTo(0, 0));
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(process.cwd(), file));
      } finally {
        await context.close();
      }
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`screenshots in ${OUT} (${seconds} s${failed ? `, ${failed} failed` : ''})`);
} finally {
  await browser.close();
  await api.dispose();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;

/** Each game to shoot: its label, how to open it (a fresh launch each time) and its moment. */
async function pickTargets() {
  const casino = (game) => async () => launchAddress('casino', { gameID: game.gameID });
  const first = async (type, searchGameName) => {
    const list = await rpc('casino', 'games_list', {
      type,
      limit: 48,
      offset: 0,
      ...(searchGameName ? { searchGameName } : {}),
    });
    const game = list.data?.find((candidate) => !candidate.flags.includes('maintenance'));
    if (!game) throw new Error(`no ${type} game ${searchGameName ?? ''} in the catalogue`);
    return game;
  };
  const slots = await rpc('casino', 'games_list', { type: 'slot', limit: 100, offset: 0 });
  const slotByModel = new Map();
  for (const game of slots.data ?? []) {
    const model = SLOT_MODEL_BY_RTP[game.rtp];
    if (model && !slotByModel.has(model)) slotByModel.set(model, game);
  }
  const tables = await rpc('livecasino', 'game_table_list', {
    type: 'roulette',
    limit: 10,
    offset: 0,
  });
  const liveTable = tables.data?.[0];
  return [
    ...[...slotByModel].map(([model, game]) => ({
      label: `slot-${model}`,
      address: casino(game),
      moment: spunSlot,
    })),
    { label: 'roulette', address: casino(await first('table', 'Ruleti')), moment: spunRoulette },
    { label: 'blackjack', address: casino(await first('table', 'Blackjack')), moment: dealtHand },
    {
      label: 'video-poker',
      address: casino(await first('table', 'Jacks or Better')),
      moment: dealtPoker,
    },
    { label: 'crash', address: casino(await first('crash')), moment: flyingRocket },
    {
      label: 'bet-on-games',
      address: casino(await first('table', 'Bet On Games')),
      moment: (page) => settled(page, page.getByTestId('bog-board')),
    },
    {
      label: 'bingo',
      address: casino(await first('table', 'Bingo')),
      moment: enteredBingoRoom,
    },
    ...(liveTable
      ? [
          {
            label: 'live-roulette',
            address: () => launchAddress('livecasino', { tableID: liveTable.tableID }),
            moment: (page) => settled(page, page.getByTestId('live-page')),
          },
        ]
      : []),
    {
      label: 'virtual-football',
      address: async () => '/virtual-sports/football',
      moment: (page) => settled(page, page.locator('main')),
    },
  ];
}

async function launchAddress(className, data) {
  const launch = await rpc(className, 'init_game', data);
  if (!launch.result) throw new Error(`init_game ${JSON.stringify(data)}: ${launch.message}`);
  return launch.data.url;
}

/** Waits for `ready`, then a moment for fonts and images to settle. */
async function settled(page, ready) {
  await ready.first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(800);
}

async function spunSlot(page) {
  await settled(page, page.getByTestId('spin'));
  await page.getByTestId('spin').click();
  // Free spins won on the way play out first.
  await page.getByTestId('result').filter({ hasText: /\S/ }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(800);
}

async function spunRoulette(page) {
  await settled(page, page.getByTestId('roulette-wheel'));
  await page.getByRole('button', { name: /^Kırmızı/ }).click();
  await page.getByRole('button', { name: 'Çevir', exact: true }).click();
  await page.getByTestId('result').filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(800);
}

/** Deals, unless the other screen size's deal is still open (the page then shows that hand). */
async function dealtHand(page) {
  await settled(page, page.getByTestId('betting-circle'));
  await dealUnlessOpen(page, page.getByTestId('player-hand').first().getByRole('img').nth(1));
}

async function dealtPoker(page) {
  await settled(page, page.getByTestId('paytable'));
  await dealUnlessOpen(page, page.getByTestId('vp-card').nth(4));
}

async function dealUnlessOpen(page, dealt) {
  const deal = page.getByRole('button', { name: 'Dağıt', exact: true });
  if (await deal.isVisible()) await deal.click();
  await dealt.waitFor();
  await page.waitForTimeout(800);
}

async function enteredBingoRoom(page) {
  const enter = page.getByRole('button', { name: 'Salona gir' }).first();
  await settled(page, enter);
  await enter.click();
  await settled(page, page.getByTestId('bingo-room-view'));
}

async function flyingRocket(page) {
  const scene = page.getByTestId('crash-scene');
  await settled(page, scene);
  await page
    .locator('[data-testid="crash-scene"].scene--flying')
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1500);
}

async function serverUrl() {
  if (process.env.SCREENSHOT_BASE_URL)
    return { url: process.env.SCREENSHOT_BASE_URL, stop: async () => undefined };
  const port = process.env.E2E_PORT ?? String(await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-screenshots-'));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../support/server.mjs')], {
    env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (attempt === 300) throw new Error(`the server at ${url} was not healthy within 5 minutes`);
    const healthy = await fetch(`${url}/endpoint/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (child.exitCode !== null) throw new Error('the server did not start (npm run build first)');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now: the system picks one, which is then let go. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
