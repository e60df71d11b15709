import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { balanceOf } from '../../src/domains/wallet/balance.ts';
import { checkLedger } from '../../src/domains/wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../src/domains/wallet/seamless/seamless-wallet.ts';
import { seedWallet } from '../../src/seed/wallet.ts';
import { createEmptyDatabase, createTestDatabase } from '../support/test-database.ts';
import { fundedPlayer } from '../support/wallet-fixture.ts';

const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('backup with pg_dump, restore with pg_restore', () => {
  it('restores a site whose ledger sums to zero and whose player keeps their balance', async () => {
    const source = await createTestDatabase({ seed: false });
    const target = await createEmptyDatabase(serverUrl!);
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lale-backup-'));
    const restored = { close: async () => {} };
    try {
      const { db } = source.database;
      await seedWallet(db, { demoData: false, production: false });
      const uid = await fundedPlayer(source.database, 25_000);
      const wallet = createSeamlessWallet();
      const round = { provider: 'acme-studio', roundId: 'backup-r1', playerId: uid, gameId: 'g' };
      await wallet.bet(db, { ...round, transactionId: 'backup-t1', amount: 4_000 });
      await wallet.win(db, { ...round, transactionId: 'backup-t2', amount: 6_500 });
      const before = await balanceOf(db, uid);
      expect(before.available).toBe(27_500);

      // The commands of README "Backup and restore".
      const file = path.join(folder, 'lale.dump');
      await run('pg_dump', ['--format=custom', '--file', file, source.url!]);
      await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.url, file]);

      const copy = await openDatabase({ url: target.url, dataDir: '', poolSize: 2 });
      restored.close = () => copy.close();
      expect((await checkLedger(copy.db)).violations).toEqual([]);
      expect(await balanceOf(copy.db, uid)).toEqual(before);
      // The schema's record came along: a process started on the copy applies nothing.
      expect(await migrate(copy)).toEqual([]);
    } finally {
      await restored.close();
      await target.drop();
      await source.drop();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
