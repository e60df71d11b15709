import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../support/private-redis.ts';

export const root = path.resolve(import.meta.dirname, '../../../../..');
const mainFile = path.join(root, 'apps/server/dist/main.js');

/** The built server and Debian's HAProxy: the cluster tests run only where both are. */
export const hasClusterTools = fs.existsSync(mainFile) && spawnSync('haproxy', ['-v']).status === 0;

export interface ClusterProcess {
  name: string;
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  /** The proxy's address: what players use. */
  url: string;
  databaseUrl: string;
  processes: ClusterProcess[];
  /** Waits until every live process is ready and HAProxy sends it traffic. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * N built server processes (apps/server/dist/main.js) on a new database of the PostgreSQL
 * server `serverUrl`, sharing `redisUrl`, behind HAProxy with the configuration of
 * `npm run cluster` (scripts/haproxy-config.mjs). Outside production, so that the development
 * outbox and the payment simulator exist; crash rounds are short.
 */
export async function startCluster(options: {
  count: number;
  serverUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const name = `lale_cluster_${randomBytes(5).toString('hex')}`;
  await admin(options.serverUrl, `create database ${name}`);
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-cluster-test-'));
  const processes: ClusterProcess[] = [];
  const spawnServer = (index: number, port: number): ClusterProcess => {
    const child = spawn(process.execPath, ['--enable-source-maps', mainFile], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        REDIS_URL: options.redisUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'fatal',
        WEB_DIST: '/nonexistent',
        DATA_DIR: path.join(work, `data-${index}`),
        DATABASE_POOL_SIZE: '5',
        SHUTDOWN_GRACE_MS: '2000',
        CRASH_BETTING_MS: '1500',
        CRASH_COOLDOWN_MS: '300',
        // Flights of at most 1.50x (about 7 s).
        CRASH_MAX_MULTIPLIER_HUNDREDTHS: '150',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return { name: `lale${index + 1}`, port, child };
  };
  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  // The first process migrates and seeds; the others then start together.
  processes.push(spawnServer(0, ports[0]!));
  await ready(ports[0]!);
  for (let i = 1; i < options.count; i++) processes.push(spawnServer(i, ports[i]!));
  await Promise.all(ports.map((port) => ready(port)));

  const proxyPort = await freePort();
  const { haproxyConfig } = (await import(path.join(root, 'scripts/haproxy-config.mjs'))) as {
    haproxyConfig(o: {
      host: string;
      port: number;
      servers: { name: string; port: number }[];
    }): string;
  };
  const config = path.join(work, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    haproxyConfig({ host: '127.0.0.1', port: proxyPort, servers: processes }),
  );
  const proxy = spawn('haproxy', ['-W', '-db', '-q', '-f', config], { stdio: 'ignore' });
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;

  const settle = async () => {
    for (const p of processes) if (alive(p)) await ready(p.port);
    // HAProxy lets a server in after two passed checks a second apart.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await ready(proxyPort);
  };
  await settle();

  return {
    url: proxyUrl,
    databaseUrl,
    processes,
    settle,
    async stop() {
      proxy.kill('SIGTERM');
      await Promise.all(processes.map(({ child }) => stopChild(child)));
      fs.rmSync(work, { recursive: true, force: true });
      await admin(options.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Whether the process still runs (a killed one has a signal, not an exit code). */
export function alive(p: ClusterProcess): boolean {
  return p.child.exitCode === null && p.child.signalCode === null;
}

/** Waits for /endpoint/ready to answer 200 on the port (a process or the proxy). */
export async function ready(port: number, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await fetch(`http://127.0.0.1:${port}/endpoint/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} not ready in ${ms} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function admin(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The RPC calls each process has answered so far (its own /endpoint/metrics, on loopback). */
export async function rpcCallsPerProcess(cluster: Cluster): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const p of cluster.processes) {
    if (!alive(p)) continue;
    const text = await (await fetch(`http://127.0.0.1:${p.port}/endpoint/metrics`)).text();
    let sum = 0;
    for (const line of text.split('\n'))
      if (line.startsWith('lale_rpc_calls_total')) sum += Number(line.split(' ').at(-1));
    counts.set(p.name, sum);
  }
  return counts;
}
