import fs from 'node:fs';
import path from 'node:path';
import { isSitePage } from '@lale/contract/site-pages';
import type { FastifyInstance } from 'fastify';
import { failureReply } from '../rpc/reply.ts';
import { requestLang } from '../rpc/request-lang.ts';
import { createRenderedPages } from './rendered-pages.ts';
import { serveFiles } from './serve-files.ts';

const API_PREFIXES = ['/endpoint/', '/datas/', '/games/', '/media/', '/backoffice/api/'];

/**
 * Serves the built SPA: hashed assets cached for a year (pre-compressed copies when present),
 * index.html never cached, and every other GET for a page falls back to index.html so that
 * the client router answers it. A path that is none of the app's pages (SITE_PAGES) gets the
 * same index.html, whose router shows its not-found page, with status 404. A guest's landing
 * page comes rendered (rendered-pages.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  /** Changes whenever what the landing pages list changes (the catalogue's generation). */
  contentVersion: () => number = () => 0,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await serveFiles(app, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      // Our setHeaders decides: a year for hashed assets, five minutes for the rest.
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  const renderedPage = hasSpa ? await createRenderedPages(app, webDist, contentVersion) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const pathname = request.url.split('?')[0] ?? '';
    if (hasSpa && isPage && !path.extname(pathname)) {
      if (!isSitePage(pathname))
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
      const rendered = request.method === 'GET' ? await renderedPage?.(request) : null;
      if (rendered) {
        if (rendered.encoding) reply.header('content-encoding', rendered.encoding);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie, accept-encoding')
          .type('text/html; charset=utf-8')
          .send(rendered.body);
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send(failureReply('not_found', 404, requestLang(request)));
  });
}
