// Screenshots of every in-house studio game page in Turkish, phone (390×844) and desktop
// (1280×800), into e2e/screenshots/out/ (git-ignored), so anyone can look at them:
//   npm run build && npm run screenshots -w @lale/e2e
// SCREENSHOT_BASE_URL=http://127.0.0.1:PORT uses a running server; otherwise one is started on
// a fresh database (support/server.mjs) and stopped at the end. The demo player plays.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';

const OUT = path.join(import.meta.dirname, 'out');
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false },
];
const LOOK_TYPES = ['slot', 'table', 'crash', 'instant', 'bingo', 'virtual', 'lottery'];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
try {
  const login = await rpc('user', 'login', { username: 'demo', password: 'Demo1234' });
  if (!login.result) throw new Error(`demo login failed: ${login.message}`);
  const games = await studioGames();
  for (const game of games) {
    for (const viewport of VIEWPORTS) {
      const launch = await rpc('casino', 'init_game', { gameID: game.gameID });
      if (!launch.result) throw new Error(`init_game ${game.gameID}: ${launch.message}`);
      const context = await browser.newContext({ viewport, ...viewport, locale: 'tr-TR' });
      await context.addCookies(await api.storageState().then((state) => state.cookies));
      const page = await context.newPage();
      await page.goto(`${server.url}${launch.data.url}`);
      await page
        .getByTestId('balance')
        .waitFor({ timeout: 60_000 })
        .catch(() => undefined);
      await page.waitForTimeout(1500);
      const file = `${game.label}-tr-${viewport.name}`;
      await page.screenshot({ path: path.join(OUT, `${file}.png`), fullPage: true });
      console.log(`${file}.png`);
      if (game.engine === 'slot') {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.getByTestId('spin').click();
        await page.getByTestId('result').filter({ hasText: /\S/ }).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(OUT, `${file}-spun.png`), fullPage: true });
        console.log(`${file}-spun.png`);
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await api.dispose();
  await server.stop();
}

/** One game per studio page, and one slot per slot model (their art and palette differ). */
async function studioGames() {
  const slotModels = { 9575: 'low', 9602: 'medium', 9584: 'high', 9606: 'scatter-pays' };
  const picked = new Map();
  for (const type of LOOK_TYPES) {
    const list = await rpc('casino', 'games_list', { type, limit: 100, offset: 0 });
    for (const game of list.data ?? []) {
      const model = type === 'slot' ? slotModels[game.rtp] : null;
      if (type === 'slot' && (!model || picked.has(`slot-${model}`))) continue;
      const launch = await rpc('casino', 'init_game', { gameID: game.gameID });
      const engine = launch.result ? /\/games\/([^/]+)\//.exec(launch.data.url)?.[1] : null;
      if (!engine) continue;
      const label = model ? `slot-${model}` : `${engine}-${slug(game.name)}`;
      const key = model ? label : `${engine}-${/rulet/i.test(game.name) ? 'roulette' : ''}`;
      if (picked.has(key)) continue;
      picked.set(key, { gameID: game.gameID, engine, label });
    }
  }
  return [...picked.values()];
}

function slug(name) {
  return name
    .toLocaleLowerCase('tr')
    .replaceAll('ı', 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function serverUrl() {
  if (process.env.SCREENSHOT_BASE_URL)
    return { url: process.env.SCREENSHOT_BASE_URL, stop: async () => undefined };
  const port = process.env.SCREENSHOT_PORT ?? '4190';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-screenshots-'));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../support/server.mjs')], {
    env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
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
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
