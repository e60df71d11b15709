import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../db/client.ts';
import { migrate, migrationsDir } from '../../../../db/migrate.ts';
import { resealUsers } from '../../api.ts';
import { prepareDatabase } from '../../../../open-database.ts';
import {
  protectionFrom,
  testDataKeys,
} from '../../../../platform/field-encryption/data-protection.ts';
import { PasswordHasher, TEST_ONLY_ARGON2 } from '../../../../platform/password-hasher.ts';
import {
  identityNumber,
  newRegistration,
  someAddress,
} from '../../../../../test/support/accounts.ts';
import { authenticatorCode } from '../../../../../test/support/rfc6238.ts';
import { testSealedFields } from '../../../../../test/support/sealed-fields.ts';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { createEmptyDatabase } from '../../../../../test/support/test-database.ts';
import { tablesContaining } from './database-scan.ts';

/** The migration that introduced sealing, whatever number it was committed under. */
const SEALING_MIGRATION = /_sealed_account_fields\.sql$/;
const PASSWORD = 'Lale-Pass9';

interface OldRow {
  username: string;
  identity: string;
  gaSecret: string | null;
  gaPending: string | null;
}

const OLD_ROWS: OldRow[] = [
  { username: 'before_plain', identity: identityNumber(111), gaSecret: null, gaPending: null },
  {
    username: 'before_ga',
    identity: identityNumber(222),
    gaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    gaPending: null,
  },
  {
    username: 'before_pending',
    identity: identityNumber(333),
    gaSecret: null,
    gaPending: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
  },
];

let database: Database;
let drop: () => Promise<void>;
let app: TestApp | undefined;

/** A database as it stood before sealing, with players written in plaintext then. */
async function databaseBeforeSealing(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const empty = await createEmptyDatabase(serverUrl);
    database = await openDatabase({ url: empty.url, dataDir: '', poolSize: 5 });
    drop = async () => {
      await database.close();
      await empty.drop();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
    drop = () => database.close();
  }
  const earlier = await fs.mkdtemp(path.join(os.tmpdir(), 'lale-before-sealing-'));
  const files = (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const sealing = files.findIndex((name) => SEALING_MIGRATION.test(name));
  expect(sealing).toBeGreaterThan(0);
  for (const file of files.slice(0, sealing))
    await fs.copyFile(path.join(migrationsDir, file), path.join(earlier, file));
  await migrate(database, earlier);
  await fs.rm(earlier, { recursive: true, force: true });

  const hash = await new PasswordHasher(TEST_ONLY_ARGON2).hash(PASSWORD);
  await database.inLockedTransaction(0, async (tx) => {
    for (const row of OLD_ROWS)
      await tx.query(
        `insert into users (username, email, password_hash, firstname, lastname, birthdate,
           identity_number, country, city, address, phone, two_factor, ga_secret,
           ga_pending_secret, created_at, updated_at)
         values ($1, $1 || '@lale.example', $2, 'Eski', 'Oyuncu', '1985-03-04', $3, 'TR',
           'Ankara', 'Eski Sokak 2', '+905551112233', $4, $5, $6, now(), now())`,
        [
          row.username,
          hash,
          row.identity,
          row.gaSecret ? 'ga' : 'none',
          row.gaSecret,
          row.gaPending,
        ],
      );
  });
}

beforeAll(async () => {
  await databaseBeforeSealing();
  for (const row of OLD_ROWS)
    expect(await tablesContaining(database, row.identity)).toEqual(['users']);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await drop();
});

describe('the start-up step after the sealing migration', () => {
  it('leaves no plaintext identity number or TOTP secret in the database', async () => {
    // Two processes starting at once on one database: each migrates and seals under locks.
    await Promise.all([
      prepareDatabase(database, { seedDemoData: true, env: 'test' }),
      prepareDatabase(database, { seedDemoData: true, env: 'test' }),
    ]);
    for (const row of OLD_ROWS)
      for (const value of [row.identity, row.gaSecret, row.gaPending])
        if (value) expect(await tablesContaining(database, value), value).toEqual([]);
    expect(await tablesContaining(database, '10000000146')).toEqual([]); // the demo player

    const stored = await database.inLockedTransaction(0, (tx) =>
      tx.query<Record<string, string | null>>(
        `select username, identity_number, identity_number_index, ga_secret, ga_pending_secret
           from users order by id`,
      ),
    );
    const sealed = testSealedFields();
    for (const row of OLD_ROWS) {
      const now = stored.find((s) => s.username === row.username)!;
      expect(now.identity_number).toMatch(/^enc:v1:test:/);
      expect(sealed.identityNumber({ identityNumberSealed: now.identity_number! })).toBe(
        row.identity,
      );
      expect(now.identity_number_index).toBe(sealed.identityIndex(row.identity));
      expect(sealed.gaSecret({ gaSecretSealed: now.ga_secret ?? null })).toBe(row.gaSecret);
      expect(sealed.pendingGaSecret({ gaPendingSecretSealed: now.ga_pending_secret ?? null })).toBe(
        row.gaPending,
      );
    }
  });

  it('is idempotent: a later start changes nothing', async () => {
    const read = () =>
      database.inLockedTransaction(0, (tx) =>
        tx.query('select id, identity_number, ga_secret, ga_pending_secret from users order by id'),
      );
    const before = await read();
    expect(await resealUsers(database, protectionFrom(testDataKeys()), 'plaintext')).toBe(0);
    await prepareDatabase(database, { seedDemoData: true, env: 'test' });
    expect(await read()).toEqual(before);
  });

  it('lets a migrated player sign in with the authenticator, and keeps the number taken', async () => {
    app = await createTestApp({ database });
    const gaPlayer = OLD_ROWS[1]!;
    const login = await app.call('user', 'login', {
      username: gaPlayer.username,
      password: PASSWORD,
    });
    expect(login.body).toMatchObject({ result: true, data: { twoFactor: 'ga' } });
    const second = await app.call('user', 'check_ga', {
      challenge: login.body.result ? login.body.data.challenge! : '',
      ga_code: authenticatorCode(gaPlayer.gaSecret!, Date.now()),
    });
    expect(second.body.result).toBe(true);

    const taken = await app.call(
      'user',
      'register',
      { ...newRegistration({ identity_number: OLD_ROWS[0]!.identity }), Lang: 'en' },
      { remoteAddress: someAddress() },
    );
    expect(taken.body).toMatchObject({
      result: false,
      data: { fields: { identity_number: 'An account with this identity number already exists' } },
    });
  });
});
