import { PasswordHasher } from './platform/password-hasher.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoPlayer } from './seed/demo-player.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seedWallet } from './seed/wallet.ts';

/** Opens the configured database, brings its schema up to date and seeds it when empty. */
export async function openAndPrepare(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir' | 'seedDemoData' | 'env'>,
): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrate(database);
  await seedIfEmpty(database.db);
  if (config.seedDemoData) await seedDemoPlayer(database.db, new PasswordHasher());
  await seedWallet(database.db, {
    demoData: config.seedDemoData,
    acmeSecret: process.env.PROVIDER_ACME_SECRET,
    production: config.env === 'production',
  });
  return database;
}
