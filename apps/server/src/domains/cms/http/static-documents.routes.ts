import { STATIC_DATA_FILES, type StaticDataFile } from '@lale/contract/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { staticDocuments } from '../../../db/schema.ts';

const CACHE_MS = 30_000;

/** GET /datas/<name>.json: the menus, languages, partners and payment logos of SPEC §7. */
export function registerStaticDocuments(app: FastifyInstance, db: Db): void {
  const cache = new Map<string, { body: string; loadedAt: number }>();

  app.get<{ Params: { name: string } }>('/datas/:name', async (request, reply) => {
    const name = request.params.name.replace(/\.json$/, '');
    if (!(STATIC_DATA_FILES as readonly string[]).includes(name)) {
      return reply.code(404).type('application/json').send({ message: 'Not found' });
    }
    const cached = cache.get(name);
    let body = cached && Date.now() - cached.loadedAt < CACHE_MS ? cached.body : undefined;
    if (body === undefined) {
      const rows = await db
        .select()
        .from(staticDocuments)
        .where(eq(staticDocuments.name, name as StaticDataFile));
      body = JSON.stringify(rows[0]?.body ?? []);
      cache.set(name, { body, loadedAt: Date.now() });
    }
    return reply
      .header('cache-control', 'public, max-age=60')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}
