import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BlindIndex } from './blind-index.ts';
import { FieldCipher } from './field-cipher.ts';
import { KEY_BYTES, parseKey, parseKeyRing, type DataKeys } from './key-ring.ts';

/** What the accounts domain seals sensitive columns with, and indexes them by. */
export interface DataProtection {
  cipher: FieldCipher;
  index: BlindIndex;
}

/** Where development keeps the keys it made on first start (same syntax as the variables). */
export const DEV_KEYS_FILE = 'data-keys.json';

export interface KeysFile {
  DATA_ENCRYPTION_KEYS: string;
  DATA_INDEX_KEY: string;
}

export function protectionFrom(keys: DataKeys): DataProtection {
  return { cipher: new FieldCipher(keys.encryption), index: new BlindIndex(keys.index) };
}

/**
 * Fixed keys for NODE_ENV=test, as the variables would carry them, so that every process of a
 * test run (and a database a test reopens) reads what another sealed. Derived from public
 * text: they protect nothing.
 */
export function testDataKeyVariables(): KeysFile {
  const derive = (label: string) =>
    createHash('sha256').update(`lale test ${label}`).digest('base64');
  return {
    DATA_ENCRYPTION_KEYS: `test:${derive('encryption key')}`,
    DATA_INDEX_KEY: derive('index key'),
  };
}

export function testDataKeys(): DataKeys {
  const variables = testDataKeyVariables();
  return {
    encryption: parseKeyRing(variables.DATA_ENCRYPTION_KEYS),
    index: parseKey(variables.DATA_INDEX_KEY),
  };
}

/**
 * The keys of this process: the environment's (config.ts checked them; production requires
 * them), else fixed test keys under NODE_ENV=test, else in development a pair made once and
 * kept in DATA_DIR/data-keys.json, so that a restart reads what the last run sealed. A database
 * copied without that file cannot be read: that is the point.
 */
export async function resolveDataProtection(config: {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  dataKeys: DataKeys | undefined;
}): Promise<DataProtection> {
  if (config.dataKeys) return protectionFrom(config.dataKeys);
  if (config.env === 'test') return protectionFrom(testDataKeys());
  if (config.env === 'production')
    throw new Error('DATA_ENCRYPTION_KEYS and DATA_INDEX_KEY are required in production');
  return protectionFrom(await developmentKeys(config.dataDir));
}

async function developmentKeys(dataDir: string): Promise<DataKeys> {
  const file = path.join(dataDir, DEV_KEYS_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  const fresh: KeysFile = {
    DATA_ENCRYPTION_KEYS: `dev1:${randomBytes(KEY_BYTES).toString('base64')}`,
    DATA_INDEX_KEY: randomBytes(KEY_BYTES).toString('base64'),
  };
  try {
    // 'wx': of processes starting together, one writes; the others read what it wrote.
    await fs.writeFile(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = await readKeysFile(file);
  return {
    encryption: parseKeyRing(stored.DATA_ENCRYPTION_KEYS),
    index: parseKey(stored.DATA_INDEX_KEY, 'DATA_INDEX_KEY'),
  };
}

async function readKeysFile(file: string): Promise<KeysFile> {
  // A process that lost the race may read before the winner's write lands: try again briefly.
  for (let attempt = 0; ; attempt++) {
    const text = await fs.readFile(file, 'utf8');
    try {
      const parsed = JSON.parse(text) as Partial<KeysFile>;
      if (
        typeof parsed.DATA_ENCRYPTION_KEYS === 'string' &&
        typeof parsed.DATA_INDEX_KEY === 'string'
      )
        return parsed as KeysFile;
    } catch {
      // fall through to the retry
    }
    if (attempt >= 20) throw new Error(`${file} is not a data keys file`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
