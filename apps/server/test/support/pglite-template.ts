import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

/** Where the test run's global setup left the migrated template (env, so workers inherit it). */
const TEMPLATE_ENV = 'LALE_TEST_PGLITE_TEMPLATE';

/**
 * Builds once per test run an embedded database with every migration applied and leaves its
 * data folder in a file: each test file then starts from it in about a second, where a fresh
 * PGlite runs initdb (several seconds) and the migrations again.
 */
export async function buildPgliteTemplate(): Promise<{
  file: string;
  remove: () => Promise<void>;
}> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const dump = await database.dumpDataDir!();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lale-pglite-template-'));
    const file = path.join(dir, 'migrated.tar');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
    return {
      file,
      remove: async () => {
        delete process.env[TEMPLATE_ENV];
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  } finally {
    await database.close();
  }
}

/** The migrated template of this run, if its global setup built one. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[TEMPLATE_ENV];
  return file ? new Blob([await fs.readFile(file)]) : undefined;
}
