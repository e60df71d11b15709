import { spawnSync } from 'node:child_process';

const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

/** Creates pgbench's TPC-B tables (scale 1) in a scratch database. */
export function initPgbench(url: string): void {
  const init = spawnSync(PGBENCH, ['-i', '-q', url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
}

/**
 * PostgreSQL's own TPC-B-like benchmark: `clients` connections for `seconds` on a database
 * initialised by initPgbench. Returns transactions per second (without connection time).
 */
export function runPgbench(
  url: string,
  options: { clients: number; threads: number; seconds: number },
): number {
  const run = spawnSync(
    PGBENCH,
    [
      '-c',
      String(options.clients),
      '-j',
      String(options.threads),
      '-T',
      String(options.seconds),
      url,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const match =
    /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(
      run.stdout,
    );
  if (!match) throw new Error(`pgbench output not understood:\n${run.stdout}`);
  return Number(match[1]);
}
