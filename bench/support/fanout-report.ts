import { median } from './fanout-watchers.ts';

/** One fan-out round's figures, as the live-channel benches print them. */
export interface RoundResult {
  label: string;
  connected: number;
  delivered: number;
  expected: number;
  /** Events out of order or skipped, and connections lost, over the connections' lifetime. */
  gaps: number;
  dropped: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rssPerConnection: number;
  heapPerConnection: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** The rounds as a Markdown table. */
export function printTable(rows: RoundResult[]): void {
  console.log('');
  console.log(
    '| run | clients | delivered / expected | gaps | dropped | p50 ms | p95 ms | p99 ms | max ms | rss KiB/conn | heap KiB/conn |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connected} | ${r.delivered} / ${r.expected} | ${r.gaps} | ${r.dropped} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${kb(r.rssPerConnection)} | ${kb(r.heapPerConnection)} |`,
    );
}

/** One line of the rounds' medians. */
export function summary(name: string, rows: RoundResult[]): string {
  const m = (pick: (r: RoundResult) => number) => median(rows.map(pick));
  return (
    `${name} (median of ${rows.length}): p50 ${m((r) => r.p50)} ms, p95 ${m((r) => r.p95)} ms, ` +
    `p99 ${m((r) => r.p99)} ms, max ${m((r) => r.max)} ms; ` +
    `rss ${kb(m((r) => r.rssPerConnection))} KiB, heap ${kb(m((r) => r.heapPerConnection))} KiB per connection`
  );
}
