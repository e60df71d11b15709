import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

/** Debian's Chromium; the bench never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageScore {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  lhr: Result;
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/** One Chromium for the whole run; Lighthouse opens a fresh tab per audit. */
export async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's default mobile run (simulated Moto G Power, slow 4G, 4× CPU slowdown). */
export async function audit(url: string, port: number): Promise<PageScore> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  );
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    metrics,
    lhr,
  };
}

/** The run with the median performance score: one slow or fast outlier decides nothing. */
export function medianRun(runs: PageScore[]): PageScore {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[sorted.length >> 1]!;
}

/** What Lighthouse would fix first: opportunities by estimated saving, then failed checks. */
export function topAdvice(lhr: Result, count = 8): string[] {
  const audits = Object.values(lhr.audits);
  const savings = audits
    .filter(
      (a) =>
        (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0) > 0,
    )
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => {
      const ms =
        (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0);
      return { line: `${a.title} — ${a.displayValue ?? ''} (≈${Math.round(ms)} ms)`, ms };
    })
    .sort((a, b) => b.ms - a.ms)
    .map((a) => a.line);
  const accessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `accessibility: ${a!.title}`);
  return [...savings, ...accessibility].slice(0, count);
}
