import path from 'node:path';

/** One server for the whole run, on a database created fresh for it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(REPO_ROOT, 'e2e/.data');
