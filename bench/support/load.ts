import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
}

/** Closed-loop load from this process with autocannon; the server under test runs in another. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    connections: options.connections ?? 32,
    duration: options.durationSeconds ?? 8,
    pipelining: 1,
  });
  return {
    label: options.label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The same load, but each connection with headers of its own (a browser's own cookie): one
 * autocannon per connection, run together. Rates and failures add up; p50 is the median of the
 * connections' and p99 the worst of theirs.
 */
export async function measureEach(
  options: LoadOptions,
  connectionHeaders: Record<string, string>[],
): Promise<LoadResult> {
  const each = await Promise.all(
    connectionHeaders.map((own) =>
      measure({ ...options, connections: 1, headers: { ...options.headers, ...own } }),
    ),
  );
  const sorted = each.map((r) => r.p50Ms).sort((a, b) => a - b);
  return {
    label: options.label,
    requestsPerSecond: each.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p99Ms: Math.max(...each.map((r) => r.p99Ms)),
    errors: each.reduce((sum, r) => sum + r.errors, 0),
    non2xx: each.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

export function printTable(rows: LoadResult[]): void {
  console.log('');
  console.log('| run | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} |`,
    );
}
