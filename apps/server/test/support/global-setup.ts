import { buildPgliteTemplate } from './pglite-template.ts';
import { buildPostgresTemplates } from './postgres-templates.ts';

/**
 * Vitest's global setup of the server tests: the migrated (and seeded) template databases each
 * test file copies, on the PostgreSQL server named by DATABASE_URL or else for PGlite.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const template = serverUrl
    ? await buildPostgresTemplates(serverUrl)
    : await buildPgliteTemplate();
  return template.remove;
}
