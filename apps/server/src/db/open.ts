import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** Opens the configured database, brings its schema up to date and seeds it when empty. */
export async function openAndPrepare(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  await seedIfEmpty(database.db);
  return database;
}
