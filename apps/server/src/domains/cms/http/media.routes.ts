import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sendImage } from '../../support/api.ts';
import { readMedia } from '../media/media-store.ts';

/**
 * GET /media/cms/:id: an uploaded picture. A stored picture never changes (a new upload is a
 * new id), so browsers and proxies may keep it for a year.
 */
export function registerCmsMedia(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>('/media/cms/:id', async (request, reply) => {
    const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const picture = id > 0 && id <= 2_147_483_647 ? await readMedia(db, id) : null;
    if (!picture) return reply.code(404).send({ message: 'Not found' });
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return sendImage(reply, picture);
  });
}
