import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type {} from './route-needs.ts';

/**
 * Files from disk (the built pages and their assets) through @fastify/static: anyone may read
 * them, nothing is counted or written. The routes it registers are marked as served files
 * (route-needs.ts); it is the one pipeline besides route(), the RPC and the live socket.
 */
export async function serveFiles(
  app: FastifyInstance,
  options: FastifyStaticOptions,
): Promise<void> {
  const loading = app.hasDecorator('filesLoading') ? app.filesLoading : { count: 0 };
  loading.count += 1;
  try {
    await app.register(fastifyStatic, options);
  } finally {
    loading.count -= 1;
  }
}
