import { IP_INFO_PATH, type IpInfo } from '@lale/contract/geo';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { SessionResolver } from '../../../rpc/dispatcher.ts';
import { successReply } from '../../../rpc/reply.ts';
import { requestLang } from '../../../rpc/request-lang.ts';
import { regionGuard } from './region-guard.ts';

/**
 * GET /endpoint/v1/ip-info: SPEC §7's IP look-up, which the old client asked of an outside
 * service, answered here from the packaged databases. The address is Fastify's `request.ip`
 * (X-Forwarded-For only when TRUST_PROXY); a signed-in player who declared northern Cyprus is
 * restricted wherever the address is.
 */
export async function registerIpInfo(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionResolver },
): Promise<void> {
  // Opened here, while the server starts, so that no player's request waits for it.
  await regionGuard();
  app.get(IP_INFO_PATH, async (request, reply) => {
    const guard = await regionGuard();
    const located = guard.locate(request.ip);
    const session = located.restricted ? null : await deps.sessions.resolve(request, undefined);
    const declared =
      session && session !== 'expired' ? await guard.declaredNorthern(deps.db, session.uid) : false;
    const data: IpInfo = { ...located, restricted: located.restricted || declared };
    return reply
      .header('cache-control', 'private, no-store')
      .send(successReply(data, requestLang(request)));
  });
}
