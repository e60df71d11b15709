import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { resealUsers, sealedValuesByKey } from '../domains/accounts/api.ts';
import { operatorSecretsByKey, resealOperators } from '../domains/backoffice/api.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import {
  resolveDataProtection,
  type DataProtection,
} from '../platform/field-encryption/data-protection.ts';

/**
 * `npm run -w @lale/server rotate-data-keys`: re-wraps every sealed value's data key (players'
 * identity numbers and authenticator secrets, operators' authenticator secrets) under the
 * active (first) key of DATA_ENCRYPTION_KEYS and seals any plaintext left, then says how many
 * values each key still wraps. Run it once every process has the new key first in the list;
 * when it reports nothing under the old key, remove that key from the variable. On the
 * embedded database, stop the server first (one process owns it).
 */
export async function rotateDataKeys(config: Config): Promise<void> {
  const protection = await resolveDataProtection(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    await migrate(database);
    await rotateIn(database, protection, console.log);
  } finally {
    await database.close();
  }
}

/** The rotation on an open database; returns how many values each key id wraps after it. */
export async function rotateIn(
  database: Database,
  protection: DataProtection,
  print: (line: string) => void,
): Promise<Record<string, number>> {
  const changed = await resealUsers(database, protection, 'not-under-active-key');
  const operatorsChanged = await resealOperators(database, protection);
  const byKey = await sealedValuesByKey(database);
  for (const [keyId, count] of Object.entries(await operatorSecretsByKey(database)))
    byKey[keyId] = (byKey[keyId] ?? 0) + count;
  print(
    `rotate-data-keys: ${changed} account(s) and ${operatorsChanged} operator(s) re-wrapped under key ${protection.cipher.activeKeyId}`,
  );
  for (const [keyId, count] of Object.entries(byKey)) print(`  key ${keyId}: ${count} value(s)`);
  return byKey;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `npm run -w` starts in apps/server: DATA_DIR is meant from where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  rotateDataKeys(loadConfig()).catch((error: unknown) => {
    console.error(`rotate-data-keys failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
