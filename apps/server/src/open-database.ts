import { sql } from 'drizzle-orm';
import { PasswordHasher } from './platform/password-hasher.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, withTransaction, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { resealUsers, SealedFields } from './domains/accounts/api.ts';
import { resolveDataProtection } from './platform/field-encryption/data-protection.ts';
import { seedDemoPlayer } from './seed/demo-player.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seedWallet } from './seed/wallet.ts';

type PrepareConfig = Pick<Config, 'seedDemoData' | 'env'> &
  Partial<Pick<Config, 'dataDir' | 'dataKeys'>>;

/** Taken by the starting process that seeds; the others wait, then find the seed done. */
const SEED_LOCK_ID = 7_310_002;

/** Opens the configured database, brings its schema up to date and seeds it when empty. */
export async function openAndPrepare(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir' | 'dataKeys'> & PrepareConfig,
): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await prepareDatabase(database, config);
  return database;
}

/**
 * Migrates, then seeds in one transaction under an advisory lock, so that several processes
 * starting at once on one database neither apply a migration twice nor race to insert the same
 * seed rows (the seed steps check their markers, which only the lock makes safe to read first).
 * Last, identity numbers and TOTP secrets still in plaintext (rows older than migration 0032)
 * are sealed, in batches under a lock of their own; a later start finds none.
 */
export async function prepareDatabase(database: Database, config: PrepareConfig): Promise<void> {
  await migrate(database);
  const protection = await resolveDataProtection({
    env: config.env,
    dataDir: config.dataDir ?? '.',
    dataKeys: config.dataKeys,
  });
  await withTransaction(database.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedIfEmpty(tx);
    if (config.seedDemoData)
      await seedDemoPlayer(tx, new PasswordHasher(), new SealedFields(protection));
    await seedWallet(tx, {
      demoData: config.seedDemoData,
      acmeSecret: process.env.PROVIDER_ACME_SECRET,
      production: config.env === 'production',
    });
  });
  await resealUsers(database, protection, 'plaintext');
}
