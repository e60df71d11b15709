import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { fileNotFound, httpTransport } from '../../../http/http-transport.ts';
import { route } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import { sendImage } from '../../support/api.ts';
import { readMedia } from '../media/media-store.ts';

/**
 * GET /media/cms/:id: an uploaded picture. A stored picture never changes (a new upload is a
 * new id), so browsers and proxies may keep it for a year.
 */
export function registerCmsMedia(app: FastifyInstance, db: Db): void {
  route(app, {
    method: 'GET',
    url: '/media/cms/:id',
    transport: httpTransport({ refusal: fileNotFound }),
    auth: 'none',
    params: z.object({ id: z.string() }),
    handler: async ({ params, reply }) => {
      const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
      const picture = id > 0 && id <= 2_147_483_647 ? await readMedia(db, id) : null;
      if (!picture) throw refusals.notFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendImage(reply, picture);
    },
  });
}
