import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Production requires data keys; one pair per bench run, shared by every server process it
 * starts (several may share one database).
 */
const BENCH_DATA_KEYS = {
  DATA_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
  DATA_INDEX_KEY: randomBytes(32).toString('base64'),
};

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The built Lale server in its own process, on DATABASE_URL when set, else a fresh PGlite. */
export async function startLale(
  port: number,
  env: Record<string, string> = {},
  options: { pin?: boolean } = {},
): Promise<RunningServer> {
  const main = path.join(REPO_ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('build the server first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-bench-'));
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const command = [process.execPath, ...nodeArgs, main];
  const child = spawn(...(options.pin ? pinned(command) : split(command)), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      ...BENCH_DATA_KEYS,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/endpoint/health`, child);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Any script serving HTTP in its own process (the bare Fastify reference). */
export async function startScript(
  script: string,
  port: number,
  healthPath: string,
  options: { pin?: boolean } = {},
): Promise<RunningServer> {
  const command = [process.execPath, '--import', 'tsx', script];
  const child = spawn(...(options.pin ? pinned(command) : split(command)), {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}${healthPath}`, child);
  return { url, stop: () => stopChild(child) };
}

/**
 * Servers under test run on the last core and the load generator on the others (see
 * pinLoadGenerator), so that a server, not the client, is what saturates.
 */
function pinned(command: string[]): [string, string[]] {
  const cores = os.cpus().length;
  if (cores < 2 || !hasTaskset) return split(command);
  return ['taskset', ['-c', String(cores - 1), ...command]];
}

function split(command: string[]): [string, string[]] {
  return [command[0]!, command.slice(1)];
}

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/** Keeps this process (autocannon) off the core the servers run on. */
export function pinLoadGenerator(): void {
  const cores = os.cpus().length;
  if (cores < 2 || !hasTaskset) return;
  spawnSync('taskset', ['-a', '-p', '-c', `0-${cores - 2}`, String(process.pid)]);
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${url}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
