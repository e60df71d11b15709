import fs from 'node:fs/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openAndPrepare } from './open-database.ts';
import { newControlToken, writeControlFile } from './domains/site/api.ts';

const config = loadConfig();
const database = await openAndPrepare(config);
const controlToken = newControlToken();
const { server } = await buildApp({ config, database, controlToken });

await server.listen({ host: config.host, port: config.port });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const controlFile = await writeControlFile(config.dataDir, port, controlToken);
server.log.info(
  { database: database.kind, dataDir: config.dataDir, web: config.webDist },
  'Lale is up',
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await server.close();
    await database.close();
    await fs.rm(controlFile, { force: true });
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
