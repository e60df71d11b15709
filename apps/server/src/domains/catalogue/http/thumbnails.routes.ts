import { createHash } from 'node:crypto';
import { normalizeLang } from '@lale/contract/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ArtSubjects } from '../art/art-subjects.ts';
import { renderGameThumbnail, renderTableThumbnail } from '../art/thumbnails.ts';
import type { Db } from '../../../db/client.ts';
import { fileNotFound, httpTransport } from '../../../http/http-transport.ts';
import { route } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';

const FILE = /^([1-9][0-9]{0,8})\.svg$/;
/** About 2 KB each: the whole catalogue, in both languages, fits in a few megabytes. */
const MAX_CACHED = 9_000;

const params = z.object({ file: z.string() });
/** Any `lang` is read as a language (Turkish unless it names another). */
const query = z.object({ lang: z.unknown().optional() });

interface Art {
  svg: string;
  etag: string;
}

/**
 * GET /media/thumbs/:gameId.svg and /media/tables/:tableId.svg (`?lang=en` letters the English
 * name; Turkish otherwise): card art drawn from the catalogue on first request, then kept in
 * memory. The URL of an id never changes its picture, so browsers and CDNs may keep it for a year.
 */
export function registerThumbnails(app: FastifyInstance, db: Db): void {
  const subjects = new ArtSubjects(db);
  const cache = new Map<string, Art>();

  async function serve(
    { file, lang: asked }: { file: string; lang: unknown },
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'game' | 'table',
  ) {
    const match = FILE.exec(file);
    if (!match) throw refusals.notFound();
    const id = Number(match[1]);
    const lang = normalizeLang(asked);
    const key = `${kind}:${id}:${lang}`;
    let art = cache.get(key);
    if (!art) {
      const svg =
        kind === 'game'
          ? await subjects.game(id).then((g) => g && renderGameThumbnail(g, lang))
          : await subjects.table(id).then((t) => t && renderTableThumbnail(t, lang));
      if (!svg) throw refusals.notFound();
      art = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(key, art);
    }
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', art.etag);
    if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(art.svg);
  }

  const transport = httpTransport({ refusal: fileNotFound });
  for (const [url, kind] of [
    ['/media/thumbs/:file', 'game'],
    ['/media/tables/:file', 'table'],
  ] as const)
    route(app, {
      method: 'GET',
      url,
      transport,
      auth: 'none',
      params,
      query,
      handler: ({ params: { file }, query: { lang }, request, reply }) =>
        serve({ file, lang }, request, reply, kind),
    });
}
