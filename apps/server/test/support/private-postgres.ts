import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './private-redis.ts';

const binDir = (() => {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const version = fs.readdirSync(base).sort().at(-1);
  const dir = version && path.join(base, version, 'bin');
  return dir && fs.existsSync(path.join(dir, 'pg_ctl')) ? dir : null;
})();

/** Whether a throwaway PostgreSQL can be made here (its binaries and a `postgres` user). */
export const hasPostgresServer =
  binDir !== null && spawnSync('id', ['-u', 'postgres']).status === 0;

/**
 * A throwaway PostgreSQL server of one test file (initdb in /tmp, its own port, trust auth),
 * which the test can restart; the shared service is never touched. PostgreSQL refuses to run
 * as root, so it runs as the `postgres` user.
 */
export async function privatePostgres(): Promise<{
  url: string;
  /** Stops the server (fast: open sessions are ended) and starts it again, or either half. */
  restart(): void;
  halt(): void;
  resume(): void;
  /** Stops it for good and removes its files. */
  stop(): void;
}> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lale-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir!, command), ...args], {
      stdio: 'ignore',
    });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', '-m', 'fast'),
    halt: () => ctl('stop', '-m', 'fast'),
    resume: () => ctl('start'),
    stop: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
