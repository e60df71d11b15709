import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { verifyAuditChain } from '../domains/backoffice/api.ts';
import { loadConfig } from '../platform/config.ts';

/**
 * `npm run audit:check`: walks the operator audit's hash chain from its first row and says
 * whether it holds, or which row is the first that does not (exit code 1). On the embedded
 * database, stop the server first (one process owns it); on PostgreSQL it runs beside it.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    await migrate(database);
    const report = await verifyAuditChain(database.db);
    if (report.ok) {
      console.log(`audit:check: OK, ${report.checked} row(s) chained`);
      return 0;
    }
    console.log(
      `audit:check: BROKEN at row ${report.brokenAt} (${report.reason}); ${report.checked} row(s) before it hold`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`audit:check failed: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
