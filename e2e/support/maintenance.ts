import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_DATA_DIR, REPO_ROOT } from './env.ts';

const run = promisify(execFile);

/** Switches maintenance with the operator's real command, against the test server's data. */
export async function setMaintenance(on: boolean, message?: string): Promise<void> {
  const args = [
    'run',
    '-s',
    'maintenance',
    '--',
    on ? 'on' : 'off',
    ...(message ? ['--message', message] : []),
  ];
  const { DATABASE_URL: _serverDatabase, ...env } = process.env;
  await run('npm', args, { cwd: REPO_ROOT, env: { ...env, DATA_DIR: E2E_DATA_DIR } });
}
