// `npm run cluster -- [N]`: a production-like site on one machine. N server processes (default:
// one per core) on ports 3201…, behind HAProxy (Debian's `haproxy`) on PORT (default 8080):
// WebSocket upgrades pass through, new connections go to the process with the fewest
// (leastconn, so long-lived live-channel sockets spread evenly), and a process whose
// /endpoint/ready fails (starting, draining, cut off from PostgreSQL) gets nothing new until
// it passes again. Every process shares DATABASE_URL and REDIS_URL, both required: an
// embedded database cannot be shared, and without Redis live events stay in one process.
// Ctrl-C (or SIGTERM) stops the proxy, then drains each server (SIGTERM, SHUTDOWN_GRACE_MS).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';
import { haproxyConfig } from './haproxy-config.mjs';

const count = Number(process.argv[2] ?? os.availableParallelism());
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const firstPort = Number(process.env.CLUSTER_FIRST_PORT ?? 3201);
const haproxy = process.env.HAPROXY ?? 'haproxy';

if (!Number.isInteger(count) || count < 1 || count > 64)
  fail(`N must be 1–64, got ${process.argv[2]}`);
if (!process.env.DATABASE_URL) fail('DATABASE_URL is required: the processes share one PostgreSQL');
if (!process.env.REDIS_URL)
  fail('REDIS_URL is required: live events and limits cross processes through Redis');
if (spawnSync(haproxy, ['-v']).status !== 0) fail('haproxy is missing: apt-get install haproxy');

ensureBuilt();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-cluster-'));
const servers = Array.from({ length: count }, (_, i) => ({
  name: `lale${i + 1}`,
  port: firstPort + i,
}));
const config = haproxyConfig({ host, port, servers });
fs.writeFileSync(path.join(work, 'haproxy.cfg'), config);

const children = servers.map(({ port: serverPort }) =>
  spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      // The proxy is the only client: its X-Forwarded-For names the player's address.
      TRUST_PROXY: 'true',
    },
  }),
);
const proxy = spawn(haproxy, ['-W', '-db', '-f', path.join(work, 'haproxy.cfg')], {
  stdio: 'inherit',
});
console.log(
  `cluster: ${count} processes behind haproxy on http://${host}:${port} (config ${work}/haproxy.cfg)`,
);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  proxy.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());
proxy.on('exit', (code) => {
  if (!stopping) {
    console.error(`haproxy exited (${code}); stopping the cluster`);
    void stop(1);
  }
});

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(2);
}
