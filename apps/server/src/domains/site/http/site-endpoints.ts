import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { License, MaintenanceCheck } from '@lale/contract/site';
import type { Db } from '../../../db/client.ts';
import { licenses } from '../../../db/schema.ts';
import { httpTransport } from '../../../http/http-transport.ts';
import { route } from '../../../http/route.ts';
import type { MaintenanceState } from '../maintenance-state.ts';

const versionQuery = z.object({
  sitename: z.string().max(64).optional(),
  version: z.string().max(32).optional(),
});

/** The GET endpoints of SPEC §7: check-maintenance, licences, and the health check. */
export function registerSiteEndpoints(
  app: FastifyInstance,
  deps: {
    db: Db;
    maintenance: MaintenanceState;
    siteName: string;
    appVersion: string;
    /** Whether Redis answers; undefined when the site runs without it. */
    redis?: (() => boolean) | undefined;
  },
): void {
  const envelope = httpTransport({ wrap: true });
  route(app, {
    method: 'GET',
    url: '/endpoint/v1/check-maintenance',
    transport: envelope,
    auth: 'none',
    query: versionQuery,
    handler: ({ reply }) => {
      const state = deps.maintenance.get();
      const data: MaintenanceCheck = {
        status: state.enabled,
        message: state.message,
        since: state.since,
        sitename: deps.siteName,
        version: deps.appVersion,
      };
      reply.header('cache-control', 'no-store');
      return data;
    },
  });

  route(app, {
    method: 'GET',
    url: '/endpoint/v1/licenses',
    transport: envelope,
    auth: 'none',
    query: versionQuery,
    handler: async ({ reply }) => {
      const rows = await deps.db
        .select()
        .from(licenses)
        .orderBy(asc(licenses.sortOrder), asc(licenses.id));
      const data: License[] = rows.map(({ id, authority, number, jurisdiction, url, logo }) => ({
        id,
        authority,
        number,
        jurisdiction,
        url,
        logo,
      }));
      reply.header('cache-control', 'public, max-age=300');
      return data;
    },
  });

  route(app, {
    method: 'GET',
    url: '/endpoint/health',
    transport: httpTransport(),
    auth: 'none',
    handler: async ({ reply }) => {
      const started = performance.now();
      try {
        await deps.db.execute('select 1');
        const databaseMs = Math.round((performance.now() - started) * 10) / 10;
        // Redis down is a degradation, not a failure: calls answer, only live pushes stop and
        // limits are counted in PostgreSQL, so liveness (and readiness) stay green.
        return {
          status: 'ok',
          database: 'ok',
          databaseMs,
          redis: deps.redis ? (deps.redis() ? 'ok' : 'down') : 'none',
          version: deps.appVersion,
          uptimeSeconds: Math.round(process.uptime()),
        };
      } catch {
        return reply
          .code(503)
          .send({ status: 'degraded', database: 'unreachable', version: deps.appVersion });
      }
    },
  });
}
