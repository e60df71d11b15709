import { buildPgliteTemplate } from './pglite-template.ts';

/** Vitest's global setup of the server tests: the migrated PGlite template, unless on a server. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const template = await buildPgliteTemplate();
  return template.remove;
}
