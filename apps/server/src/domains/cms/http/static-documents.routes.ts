import { createHash } from 'node:crypto';
import { STATIC_DATA_FILES, type StaticDataFile } from '@lale/contract/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { fileNotFound, httpTransport } from '../../../http/http-transport.ts';
import { route } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { staticDocuments } from '../../../db/schema.ts';
import { STATIC_DOCUMENT_CACHE_MS, staticDocumentCache } from '../static-documents.cache.ts';

/**
 * GET /datas/<name>.json: the menus, languages, partners and payment logos of SPEC §7. Browsers
 * ask again on every load (an ETag makes that cheap), so a menu the back office saves shows at
 * once (in every process: a content change announced on `changes` empties the cache).
 */
export function registerStaticDocuments(app: FastifyInstance, db: Db, changes?: SiteChanges): void {
  const cache = staticDocumentCache(db);
  changes?.onChange('cms', () => cache.clear());

  route(app, {
    method: 'GET',
    url: '/datas/:name',
    transport: httpTransport({
      refusal: () => ({ ...fileNotFound(), headers: { 'content-type': 'application/json' } }),
    }),
    auth: 'none',
    params: z.object({ name: z.string() }),
    handler: async ({ params, request, reply }) => {
      const name = params.name.replace(/\.json$/, '');
      if (!(STATIC_DATA_FILES as readonly string[]).includes(name)) throw refusals.notFound();
      let entry = cache.get(name);
      if (!entry || Date.now() - entry.loadedAt >= STATIC_DOCUMENT_CACHE_MS) {
        const rows = await db
          .select()
          .from(staticDocuments)
          .where(eq(staticDocuments.name, name as StaticDataFile));
        const body = JSON.stringify(rows[0]?.body ?? []);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
        entry = { body, etag, loadedAt: Date.now() };
        cache.set(name, entry);
      }
      reply.header('cache-control', 'no-cache').header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
  });
}
