import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import {
  CONTROL_FILE,
  readMaintenance,
  writeMaintenance,
  type Maintenance,
} from '../domains/site/api.ts';

const USAGE = 'usage: npm run maintenance -- on|off|status [--message "text"]';

/** Switches maintenance mode: through the running server when there is one, else in the database. */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'on' && command !== 'off' && command !== 'status') throw new Error(USAGE);
  const messageIndex = rest.indexOf('--message');
  const message = messageIndex >= 0 ? rest[messageIndex + 1] : undefined;
  const config = loadConfig();
  const enabled = command === 'on';

  const viaServer =
    command === 'status' ? null : await switchThroughServer(config.dataDir, enabled, message);
  const state =
    viaServer ?? (await switchInDatabase(config, command === 'status' ? null : enabled, message));
  console.log(
    `maintenance: ${state.enabled ? 'ON' : 'OFF'}${state.message ? ` — ${state.message}` : ''}`,
  );
}

async function switchThroughServer(
  dataDir: string,
  enabled: boolean,
  message?: string,
): Promise<Maintenance | null> {
  let control: { port: number; token: string };
  try {
    control = JSON.parse(await fs.readFile(path.join(dataDir, CONTROL_FILE), 'utf8'));
  } catch {
    return null;
  }
  try {
    const response = await fetch(`http://127.0.0.1:${control.port}/endpoint/control/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-control-token': control.token },
      body: JSON.stringify({ enabled, message }),
    });
    if (!response.ok) throw new Error(`the server refused the command (HTTP ${response.status})`);
    return ((await response.json()) as { maintenance: Maintenance }).maintenance;
  } catch (error) {
    if (error instanceof TypeError) return null; // nothing listens: a stale file from a crash
    throw error;
  }
}

async function switchInDatabase(
  config: ReturnType<typeof loadConfig>,
  enabled: boolean | null,
  message?: string,
): Promise<Maintenance> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    await migrate(database);
    return enabled === null
      ? await readMaintenance(database.db)
      : await writeMaintenance(database.db, enabled, message);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
