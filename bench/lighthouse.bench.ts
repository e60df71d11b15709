// Lighthouse (mobile) on the first screens players land on and on a game page, from the
// production build served by the built server. Targets: performance ≥ 0.9 and accessibility
// ≥ 0.95 on each page, judged on the median of RUNS audits (Lighthouse's own advice on a
// machine that others share). LIGHTHOUSE_PAGES=/,/games/slot/ audits only the pages named.
import fs from 'node:fs';
import path from 'node:path';
import {
  audit,
  medianRun,
  topAdvice,
  withChromium,
  type PageScore,
} from './support/lighthouse-run.ts';
import { launchSlot } from './support/launch-slot.ts';
import { REPO_ROOT, startLale } from './support/servers.ts';

/**
 * Each page's address for one audit. The slot game page opens as the play screen frames it:
 * the demo player's launch address, whose token is single use, so a fresh one per audit.
 */
const ADDRESSES: Record<string, (base: string) => Promise<string>> = {
  '/': async (base) => `${base}/`,
  '/slot': async (base) => `${base}/slot`,
  '/games/slot/': async (base) => `${base}${await launchSlot(base)}`,
};
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? Object.keys(ADDRESSES);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = { performance: 0.9, accessibility: 0.95 };
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
  throw new Error('build the web app first: npm run build');
const unknown = PAGES.filter((page) => !ADDRESSES[page]);
if (unknown.length > 0)
  throw new Error(
    `LIGHTHOUSE_PAGES: no such page ${unknown.join(', ')}; pages: ${Object.keys(ADDRESSES).join(', ')}`,
  );

// LIGHTHOUSE_PORT lets two runs (say, of different pages) share the machine.
const lale = await startLale(Number(process.env.LIGHTHOUSE_PORT ?? 3321), { WEB_DIST });
let failed = false;
try {
  await withChromium(async (port) => {
    // Warm-up: server caches and Chromium's code cache; a failure here is only retried later.
    await audit(`${lale.url}/`, port).catch(() => undefined);
    for (const page of PAGES) {
      const runs: PageScore[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await auditWithRetry(() => ADDRESSES[page]!(lale.url), port));
      const median = medianRun(runs);
      const { FCP, LCP, TBT, CLS, SI } = median.metrics;
      console.log(
        `${page.padEnd(12)} performance ${median.performance.toFixed(2)} ` +
          `(runs ${runs.map((r) => r.performance.toFixed(2)).join(' ')}), ` +
          `accessibility ${median.accessibility.toFixed(2)} | ` +
          `FCP ${ms(FCP)} LCP ${ms(LCP)} TBT ${ms(TBT)} CLS ${CLS?.toFixed(3)} SI ${ms(SI)}`,
      );
      const short =
        median.performance < TARGET.performance || median.accessibility < TARGET.accessibility;
      if (short) {
        failed = true;
        console.log(
          `  below target (performance ${TARGET.performance}, accessibility ${TARGET.accessibility}); top opportunities:`,
        );
        for (const line of topAdvice(median.lhr)) console.log(`   - ${line}`);
      }
    }
  });
} finally {
  await lale.stop();
}
console.log(failed ? 'Lighthouse: FAIL' : 'Lighthouse: OK');
process.exit(failed ? 1 : 0);

/** One more try when Chromium fails to load the page at all (not when the page scores low). */
async function auditWithRetry(address: () => Promise<string>, port: number): Promise<PageScore> {
  const url = await address();
  try {
    return await audit(url, port);
  } catch (error) {
    console.log(`  retrying ${url}: ${(error as Error).message}`);
    return audit(await address(), port);
  }
}

function ms(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '?' : `${Math.round(value)} ms`;
}
