// POST /endpoint/v1 with a cheap method against a bare Fastify route, measured in the same run.
// Target: the RPC layer keeps at least 70% of the bare route's requests per second.
import path from 'node:path';
import { measure, printTable, type LoadResult } from './support/load.ts';
import { pinLoadGenerator, startLale, startScript } from './support/servers.ts';

const TARGET_RATIO = 0.7;
const ROUNDS = 5;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
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
  // Paired rounds, each pair back to back; the median of the pairs' ratios resists a burst of
  // other work on the machine hitting one side of one round.
  const rows: LoadResult[] = [];
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const bareRun = await measure({
      label: `bare Fastify route #${round}`,
      url: `${bare.url}/bare`,
      method: 'POST',
      body,
      headers,
      durationSeconds: 4,
    });
    const rpcRun = await measure({
      label: `RPC maintenance.check_status #${round}`,
      url: `${lale.url}/endpoint/v1`,
      method: 'POST',
      body,
      headers,
      durationSeconds: 4,
    });
    rows.push(bareRun, rpcRun);
    ratios.push(rpcRun.requestsPerSecond / bareRun.requestsPerSecond);
  }
  printTable(rows);
  const ratio = median(ratios);
  const failures = rows.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  console.log(`\nratios per round: ${ratios.map((r) => `${(r * 100).toFixed(1)}%`).join(', ')}`);
  console.log(
    `RPC / bare (median) = ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGET_RATIO * 100}%), errors: ${failures}`,
  );
  process.exitCode = ratio >= TARGET_RATIO && failures === 0 ? 0 : 1;
} finally {
  await Promise.all([lale.stop(), bare.stop()]);
}
