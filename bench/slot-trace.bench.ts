/// <reference lib="dom" />
// A Chrome performance trace of 20 slot spins on a phone-sized page (390×844, CPU slowed 4×),
// from the production build served by the built server. Prints the frames drawn and dropped
// and the median fps while the reels turn, the longest main-thread tasks, and the slot page's
// JavaScript (gzip). Targets: median ≥ 55 fps during spins, no task over 100 ms, JS ≤ 120 KB.
// SLOT_TRACE_URL=http://127.0.0.1:PORT measures a server that is already running instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { launchSlot } from './support/launch-slot.ts';
import { REPO_ROOT, startLale, type RunningServer } from './support/servers.ts';

const SPINS = 20;
const TARGET = { fps: 55, longTaskMs: 100, jsGzipKb: 120 };
const STUDIO_DIST = path.join(REPO_ROOT, 'apps/studio/dist');
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

if (!fs.existsSync(path.join(STUDIO_DIST, 'slot/index.html')))
  throw new Error('build the studio first: npm run build');

const jsKb = pageScriptGzipBytes('slot') / 1024;
const server: RunningServer = process.env.SLOT_TRACE_URL
  ? { url: process.env.SLOT_TRACE_URL, stop: async () => undefined }
  : await startLale(3341, { WEB_DIST });
let failed: boolean | undefined;
try {
  const launchUrl = await launchSlot(server.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${server.url}${launchUrl}`);
    await page.getByTestId('spin').waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await markSpins(page);
    const tracePath = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'slot-trace-')),
      'trace.json',
    );
    await browser.startTracing(page, {
      path: tracePath,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'toplevel',
      ],
    });
    for (let spin = 0; spin < SPINS; spin++) {
      const showOver = showEnds(page);
      await page.getByTestId('spin').click();
      await showOver;
    }
    await browser.stopTracing();
    const events = (JSON.parse(fs.readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    failed = report(events, jsKb);
    console.log(`trace: ${tracePath}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
process.exit(failed === false ? 0 : 1);

/**
 * Resolves when the spin button offers a new spin again (celebrations and free spins included),
 * watched by a MutationObserver: polling for it would itself load the main thread.
 */
function showEnds(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const button = document.querySelector('[data-testid="spin"]') as HTMLButtonElement;
        let started = false;
        new MutationObserver((_, observer) => {
          if (button.textContent !== 'Çevir') started = true;
          else if (started) {
            observer.disconnect();
            resolve();
          }
        }).observe(button, { childList: true, characterData: true, subtree: true });
      }),
  );
}

/** Stamps the trace when the reels start and stop turning (console.timeStamp → TimeStamp). */
async function markSpins(page: Page): Promise<void> {
  await page.evaluate(() => {
    const reels = document.querySelector('[data-testid="reels"]') as HTMLElement;
    new MutationObserver(() => {
      console.timeStamp(reels.dataset.state === 'spinning' ? 'spin-start' : 'spin-end');
    }).observe(reels, { attributes: true, attributeFilter: ['data-state'] });
  });
}

function report(events: TraceEvent[], jsKbGzip: number): boolean {
  const stamps = events
    .filter((event) => event.name === 'TimeStamp')
    .map((event) => ({ ts: event.ts, message: event.args?.data?.message }))
    .sort((a, b) => a.ts - b.ts);
  const windows: [number, number][] = [];
  let start: number | null = null;
  for (const stamp of stamps) {
    if (stamp.message === 'spin-start') start = stamp.ts;
    if (stamp.message === 'spin-end' && start !== null) {
      windows.push([start, stamp.ts]);
      start = null;
    }
  }
  const drawn = events
    .filter((event) => event.name === 'DrawFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const dropped = events.filter(
    (event) =>
      event.name === 'DroppedFrame' &&
      windows.some(([from, to]) => event.ts >= from && event.ts <= to),
  ).length;
  const perWindow = windows.map(([from, to]) => {
    const frames = drawn.filter((ts) => ts >= from && ts <= to).length;
    const seconds = (to - from) / 1e6;
    return { frames, seconds, fps: frames / seconds };
  });
  const frames = perWindow.reduce((sum, window) => sum + window.frames, 0);
  const seconds = perWindow.reduce((sum, window) => sum + window.seconds, 0);
  const expected = Math.round(seconds * 60);
  const medianFps = median(perWindow.map((window) => window.fps));

  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        mainThreads.has(`${event.pid}:${event.tid}`) &&
        (event.dur ?? 0) > 50_000,
    )
    .map((event) => (event.dur ?? 0) / 1000);
  const longest = tasks.length > 0 ? Math.max(...tasks) : 0;

  console.log(
    `slot trace, ${SPINS} spins at 390×844, CPU 4× slower: ${windows.length} spin windows, ` +
      `${seconds.toFixed(1)} s of turning reels`,
  );
  console.log(
    `frames drawn ${frames} of ~${expected} at 60 Hz (${Math.max(0, expected - frames)} short), ` +
      `DroppedFrame events ${dropped}; median fps per spin ${medianFps.toFixed(1)} ` +
      `(spins ${perWindow.map((window) => window.fps.toFixed(0)).join(' ')})`,
  );
  console.log(
    `long tasks (> 50 ms) on the page's main thread: ${tasks.length}, longest ${longest.toFixed(0)} ms`,
  );
  console.log(`slot page JavaScript: ${jsKbGzip.toFixed(1)} KB gzip`);
  const failures = [
    medianFps < TARGET.fps && `median fps ${medianFps.toFixed(1)} < ${TARGET.fps}`,
    longest > TARGET.longTaskMs && `a task of ${longest.toFixed(0)} ms > ${TARGET.longTaskMs} ms`,
    jsKbGzip > TARGET.jsGzipKb && `JS ${jsKbGzip.toFixed(1)} KB > ${TARGET.jsGzipKb} KB`,
    windows.length < SPINS && `only ${windows.length} of ${SPINS} spins traced`,
  ].filter(Boolean);
  console.log(failures.length > 0 ? `slot trace: FAIL (${failures.join('; ')})` : 'slot trace: OK');
  return failures.length > 0;
}

/** Every script the page loads: its entry, the preloads, and the chunks they import. */
function pageScriptGzipBytes(page: string): number {
  const html = fs.readFileSync(path.join(STUDIO_DIST, page, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/games\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  const seen = new Set<string>();
  let bytes = 0;
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(STUDIO_DIST, file));
    bytes += gzipSync(code, { level: 9 }).length;
    for (const match of code.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      queue.push(`assets/${match[1]}`);
  }
  return bytes;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
