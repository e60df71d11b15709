import fs from 'node:fs/promises';
import { buildApp } from './app.ts';
import { shutDown } from './app-shutdown.ts';
import { listenEarly } from './http/early-listener.ts';
import { loadConfig } from './platform/config.ts';
import { openAndPrepare } from './open-database.ts';
import { newControlToken, writeControlFile } from './domains/site/api.ts';

/** Past the grace period, what a stop may still take (schedulers, buses, the database). */
const CLOSING_MARGIN_MS = 10_000;

const config = loadConfig();
// Probes get "starting" while the schema is migrated and the app composed.
const early = await listenEarly(config.host, config.port);
const database = await openAndPrepare(config).catch((error: unknown) => {
  console.error('could not prepare the database', error);
  process.exit(1);
});
const controlToken = newControlToken();
const { server, readiness } = await buildApp({
  config,
  database,
  controlToken,
  serverFactory: early.serverFactory,
});
await server.ready();
early.handOver();
const address = early.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const controlFile = await writeControlFile(config.dataDir, port, controlToken);
server.log.info(
  { database: database.kind, dataDir: config.dataDir, web: config.webDist },
  'Lale is up',
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining, then shutting down');
  const force = setTimeout(() => {
    server.log.error('shutdown took too long: exiting now');
    process.exit(1);
  }, config.shutdownGraceMs + CLOSING_MARGIN_MS);
  force.unref();
  let code = 0;
  try {
    await shutDown({ server, readiness, database });
    await fs.rm(controlFile, { force: true });
  } catch (error) {
    server.log.error({ err: error }, 'shutdown failed');
    code = 1;
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
