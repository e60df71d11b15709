// POST /endpoint/v1 with a cheap method against a bare Fastify route, measured in the same run.
// Target: the RPC layer keeps at least 70% of the bare route's requests per second.
import path from 'node:path';
import { measure, printTable, type LoadResult } from './support/load.ts';
import { pinLoadGenerator, startLale, startScript } from './support/servers.ts';

const TARGET_RATIO = 0.7;
const body = JSON.stringify({
  api: { class: 'maintenance', method: 'check_status' },
  data: { Lang: 'tr' },
});
const headers = { 'content-type': 'application/json', panel: 'frontend' };

// Each server gets one core of its own and autocannon the other: the figure is then what the
// server can do, not what the load generator can parse.
pinLoadGenerator();
const lale = await startLale(3301, {}, { pin: true });
const bare = await startScript(
  path.join(import.meta.dirname, 'support/bare-fastify.ts'),
  3302,
  '/health',
  { pin: true },
);
try {
  // Warm both (JIT, connections), then alternate so drift in the machine hits both alike.
  await measure({
    label: 'warm-up',
    url: `${lale.url}/endpoint/v1`,
    method: 'POST',
    body,
    headers,
    durationSeconds: 2,
  });
  await measure({
    label: 'warm-up',
    url: `${bare.url}/bare`,
    method: 'POST',
    body,
    headers,
    durationSeconds: 2,
  });
  const rows: LoadResult[] = [];
  for (let round = 1; round <= 2; round++) {
    rows.push(
      await measure({
        label: `bare Fastify route #${round}`,
        url: `${bare.url}/bare`,
        method: 'POST',
        body,
        headers,
      }),
    );
    rows.push(
      await measure({
        label: `RPC maintenance.check_status #${round}`,
        url: `${lale.url}/endpoint/v1`,
        method: 'POST',
        body,
        headers,
      }),
    );
  }
  printTable(rows);
  const avg = (prefix: string) => {
    const picked = rows.filter((r) => r.label.startsWith(prefix));
    return picked.reduce((sum, r) => sum + r.requestsPerSecond, 0) / picked.length;
  };
  const ratio = avg('RPC') / avg('bare');
  const failures = rows.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  console.log(
    `\nRPC / bare = ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET_RATIO * 100}%), errors: ${failures}`,
  );
  process.exitCode = ratio >= TARGET_RATIO && failures === 0 ? 0 : 1;
} finally {
  await Promise.all([lale.stop(), bare.stop()]);
}
