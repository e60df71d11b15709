import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failureReply } from '../rpc/reply.ts';
import { requestLang } from '../rpc/request-lang.ts';

/** The pages apps/studio builds: one per in-house engine (`live`: every live table), the verifier. */
const STUDIO_PAGES = new Set([
  'slot',
  'roulette',
  'blackjack',
  'crash',
  'live',
  'video-poker',
  'bet-on-games',
  'bingo',
  'verify',
]);

/** apps/studio/dist sits beside apps/web/dist, both in the source tree and the built app. */
export function studioDistBeside(webDist: string): string {
  return path.resolve(webDist, '../../studio/dist');
}

/**
 * Serves the in-house game pages under /games/: `/games/<engine>/` answers that page's
 * index.html, never cached (it names the current hashed assets), and `/games/assets/*` the
 * hashed assets, cached for a year. The play screen frames these pages on our own origin.
 */
export async function registerStudioPages(app: FastifyInstance, webDist: string): Promise<void> {
  const dist = studioDistBeside(webDist);
  const notFound = (request: Parameters<typeof requestLang>[0]) =>
    failureReply('not_found', 404, requestLang(request));

  if (existsSync(path.join(dist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/games/assets/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  app.get<{ Params: { page: string } }>('/games/:page/', async (request, reply) => {
    const { page } = request.params;
    if (!STUDIO_PAGES.has(page)) return reply.code(404).send(notFound(request));
    const html = await fs.readFile(path.join(dist, page, 'index.html')).catch(() => null);
    if (!html) return reply.code(404).send(notFound(request));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  // `/games/slot?token=…` without the slash would resolve the page's relative links wrongly.
  app.get<{ Params: { page: string } }>('/games/:page', async (request, reply) => {
    const { page } = request.params;
    if (!STUDIO_PAGES.has(page)) return reply.code(404).send(notFound(request));
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/games/${page}/${query}`, 302);
  });
}
