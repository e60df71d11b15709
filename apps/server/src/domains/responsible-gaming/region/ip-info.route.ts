import { IP_INFO_PATH, type IpInfo } from '@lale/contract/geo';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { httpTransport } from '../../../http/http-transport.ts';
import { route } from '../../../http/route.ts';
import { regionGuard } from './region-guard.ts';

/**
 * GET /endpoint/v1/ip-info: SPEC §7's IP look-up, which the old client asked of an outside
 * service, answered here from the packaged databases. The address is Fastify's `request.ip`
 * (X-Forwarded-For only when TRUST_PROXY); a signed-in player who declared northern Cyprus is
 * restricted wherever the address is.
 */
export async function registerIpInfo(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  // Opened here, while the server starts, so that no player's request waits for it.
  await regionGuard();
  route(app, {
    method: 'GET',
    url: IP_INFO_PATH,
    transport: httpTransport({ wrap: true }),
    auth: { player: 'optional' },
    handler: async ({ request, reply, session }) => {
      const guard = await regionGuard();
      const located = guard.locate(request.ip);
      const declared =
        !located.restricted && session ? await guard.declaredNorthern(deps.db, session.uid) : false;
      reply.header('cache-control', 'private, no-store');
      const data: IpInfo = { ...located, restricted: located.restricted || declared };
      return data;
    },
  });
}
