import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusals } from '../platform/refusal.ts';
import { httpTransport } from './http-transport.ts';
import { route } from './route.ts';
import { serveFiles } from './serve-files.ts';

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
  'dice',
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
  if (existsSync(path.join(dist, 'assets'))) {
    await serveFiles(app, {
      root: path.join(dist, 'assets'),
      prefix: '/games/assets/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  const transport = httpTransport();
  const params = z.object({ page: z.string() });
  route(app, {
    method: 'GET',
    url: '/games/:page/',
    transport,
    auth: 'none',
    params,
    handler: async ({ params: { page }, reply }) => {
      if (!STUDIO_PAGES.has(page)) throw refusals.notFound();
      const html = await fs.readFile(path.join(dist, page, 'index.html')).catch(() => null);
      if (!html) throw refusals.notFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  });

  // `/games/slot?token=…` without the slash would resolve the page's relative links wrongly.
  route(app, {
    method: 'GET',
    url: '/games/:page',
    transport,
    auth: 'none',
    params,
    handler: ({ params: { page }, request, reply }) => {
      if (!STUDIO_PAGES.has(page)) throw refusals.notFound();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/games/${page}/${query}`, 302);
    },
  });
}
